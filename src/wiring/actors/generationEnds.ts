/**
 * The script history's `generationEnds` (machines/scriptVersions): it watches the test page beside
 * it and sends `versions.refresh` each time the page's test stops being generated, since every
 * generation that ends (a first generation, a regeneration, step feedback) writes a version.
 */
import { fromCallback, type EventObject } from 'xstate';
import { isGenerating } from '../../../machines/testCasePage/generation';
import type { TestCase } from '../../../machines/testCasePage/testCasePage.machine';

/** What is read of the test page: its test, now and as it changes. */
export interface WatchedPage {
  getSnapshot(): { context: { test: TestCase | null } };
  subscribe(observer: (snapshot: { context: { test: TestCase | null } }) => void): { unsubscribe(): void };
}

export function generationEndsOn(page: WatchedPage) {
  return fromCallback<EventObject, { testId: string }>(({ sendBack }) => {
    let generating = isGenerating(page.getSnapshot().context.test);
    const subscription = page.subscribe((snapshot) => {
      const now = isGenerating(snapshot.context.test);
      if (generating && !now) sendBack({ type: 'versions.refresh' });
      generating = now;
    });
    return () => subscription.unsubscribe();
  });
}
