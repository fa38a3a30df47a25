/**
 * Every reachable state of a machine that drives a component has a story (see stories.ts for
 * the convention). The failure lists the missing states per machine.
 */
import { describe, expect, it } from 'vitest';
import { machines } from '../index';
import { statesWithoutStories } from './stories';

const storyModules = Object.values(import.meta.glob<Record<string, unknown>>('../../src/**/*.stories.tsx', { eager: true }));

describe('story coverage', () => {
  it.each(machines.filter((entry) => entry.drivesComponent).map((entry) => [entry.id, entry] as const))(
    '%s has a story for every reachable state',
    (id, entry) => {
      const missing = statesWithoutStories(entry.pathModel, storyModules);
      expect(missing, `${id} has no story for: ${missing.join(', ')}`).toEqual([]);
    },
  );
});
