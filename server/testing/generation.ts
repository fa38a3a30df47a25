/** Server tests that need a generated test wait for its generation through the API, as a client would. */
import { isGeneratingState } from '../../rules/states.ts';
import type { asUser } from './auth.ts';

/** The test once its generation has ended (any ending); throws when it takes longer than `timeoutMs`. */
export async function generationEnded(
  api: ReturnType<typeof asUser>,
  testId: string,
  timeoutMs = 60_000,
): Promise<Record<string, unknown> & { state: string; final_message: string | null }> {
  const start = Date.now();
  for (;;) {
    const test = (await api({ method: 'GET', url: `/api/test-case/${testId}` })).json();
    if (!isGeneratingState(test.state)) return test;
    if (Date.now() - start > timeoutMs) throw new Error(`generation still ${test.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
