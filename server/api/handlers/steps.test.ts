import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { canonicalStep } from '../../engine/steps/canonical.ts';
import { parseStep } from '../../engine/steps/grammar.ts';
import type { Step } from '../../engine/steps/types.ts';
import { readingsOf } from './stepsPreview.ts';

// Parsing touches no table: one database kind is enough to check the operation end to end.
describe('POST /api/steps/parse', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  const parse = (payload: Record<string, unknown>) => api({ method: 'POST', url: '/api/steps/parse', payload });

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'writer@example.com')).accessToken);
  });
  afterAll(() => t?.close());

  it('answers every step with its line and readings in canonical form, or its error and a suggestion that parses', async () => {
    const description = '# a comment\ngo to "/shop"\n\nclick the "Save" button, then frobnicate the "Buy" button';
    const response = await parse({ description });
    expect(response.statusCode).toBe(200);
    const { steps } = response.json();
    expect(steps.map((step: { step: number; line: number; source: string }) => [step.step, step.line, step.source])).toEqual([
      [1, 2, 'go to "/shop"'],
      [2, 4, 'click the "Save" button'],
      [3, 4, 'frobnicate the "Buy" button'],
    ]);
    expect(steps[0]).toMatchObject({ readings: ['go to "/shop"'], error: null });
    expect(steps[1].readings[0]).toBe('click the "Save" button');
    expect(steps[1].error).toBeNull();
    const wrong = steps[2];
    expect(wrong.readings).toEqual([]);
    expect(wrong.error.message).toMatch(/^Step 3 \(line 4\) "frobnicate the "Buy" button" /);
    expect(parseStep(wrong.error.suggestion)).not.toBeNull();
    // Every reading printed is itself in the step language.
    for (const reading of [...steps[0].readings, ...steps[1].readings]) expect(parseStep(reading)).not.toBeNull();
  });

  it('answers no steps for a blank description', async () => {
    const response = await parse({ description: ' \n\n' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ steps: [] });
  });

  it('refuses a missing, mistyped or oversized description with a 400, and a caller without a token with a 401', async () => {
    for (const payload of [{}, { description: 12 }, { description: 'x'.repeat(50_001) }]) {
      const response = await parse(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(/description/);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/steps/parse', payload: { description: 'click "Save"' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the server free to answer others while a long description is read', async () => {
    // Lines that cannot be read cost the most (their suggestion is searched for): about a second here.
    const description = 'frobnicate the Buy button now please\n'.repeat(150);
    // The longest the server's event loop went without running a 10 ms timer, while reading.
    let last = performance.now();
    let longestStall = 0;
    const tick = () => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    };
    const ticker = setInterval(tick, 10);
    const response = await parse({ description }).finally(() => {
      clearInterval(ticker);
      tick();
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().steps).toHaveLength(150);
    expect(longestStall).toBeLessThan(300);
  });
});

describe('readingsOf', () => {
  it('prints every reading of a step in canonical form, its own body first, each once', () => {
    const save = parseStep('click the "Save" button')!;
    const saveButton = parseStep('click "Save button"')!;
    const step: Step = { ...save, source: 'Click the Save button', line: 1, readings: [save, saveButton, save] };
    expect(readingsOf(step)).toEqual(['click the "Save" button', canonicalStep(saveButton)]);
    expect(readingsOf({ ...step, readings: undefined })).toEqual(['click the "Save" button']);
  });
});
