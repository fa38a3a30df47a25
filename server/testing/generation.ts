/** Server tests that need a generated test wait for its generation through the API, as a client would. */
import type { asUser } from './auth.ts';

const GENERATING = new Set(['pending', 'running', 'retrying', 'waiting_for_executor']);

/** The test once its generation has ended (any ending); throws when it takes longer than `timeoutMs`. */
export async function generationEnded(
  api: ReturnType<typeof asUser>,
  testId: string,
  timeoutMs = 60_000,
): Promise<Record<string, unknown> & { state: string; final_message: string | null }> {
  const start = Date.now();
  for (;;) {
    const test = (await api({ method: 'GET', url: `/api/test-case/${testId}` })).json();
    if (!GENERATING.has(test.state)) return test;
    if (Date.now() - start > timeoutMs) throw new Error(`generation still ${test.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
