import { describe, expect, it } from 'vitest';
import { passedRun, runningRun } from '../testRuns/testRuns.samples';
import { loadRunReport, parseSteps, traceArtifact, type RunReportApi } from './runReport';
import { passedSteps, sampleTest } from './runView.samples';

const notFound = () => Object.assign(new Error('Test run not found'), { status: 404 });

function fakeApi(overrides: Partial<RunReportApi> = {}) {
  const calls: string[] = [];
  const files: Record<string, string> = {
    'steps.json': JSON.stringify([passedSteps[1], passedSteps[0], passedSteps[2]]),
    'output.log': 'out',
    'console.log': 'console',
    'network.log': 'network',
  };
  const api: RunReportApi = {
    getTestRun: async (runId) => {
      calls.push(`run ${runId}`);
      return passedRun;
    },
    getTestCase: async (id) => {
      calls.push(`test ${id}`);
      return { _id: id, name: 'Pay by card', title: 'A shopper pays by card' };
    },
    getArtifactText: async (_runId, name) => {
      calls.push(`artifact ${name}`);
      if (!(name in files)) throw new Error('Not Found');
      return files[name]!;
    },
    ...overrides,
  };
  return { api, calls };
}

describe('run report', () => {
  it("puts together the run, its test's title, its steps in order and its logs", async () => {
    const { api, calls } = fakeApi();
    const report = await loadRunReport(api, { runId: passedRun._id, test: null });
    expect(report).toEqual({
      run: passedRun,
      test: { id: passedRun.test_case_id, name: 'A shopper pays by card' },
      steps: passedSteps,
      logs: [
        { name: 'output.log', content: 'out' },
        { name: 'console.log', content: 'console' },
        { name: 'network.log', content: 'network' },
      ],
      attempts: [],
    });
    expect(calls).not.toContain('artifact trace.zip');
  });

  it("reads each earlier attempt's own steps, and keeps an attempt whose steps cannot be read", async () => {
    const attempt = (n: number, artifacts: string[]) => ({
      attempt: n,
      status: 'failed' as const,
      final_message: `attempt ${n} failed`,
      started_at: '2026-11-03T11:00:00.000Z',
      finished_at: '2026-11-03T11:00:30.000Z',
      artifacts,
    });
    const retried = {
      ...passedRun,
      flaky: true,
      attempts: [attempt(1, ['attempt-1-steps.json', 'attempt-1-trace.zip']), attempt(2, ['attempt-2-trace.zip'])],
    };
    const firstSteps = [{ ...passedSteps[0]!, screenshot: 'attempt-1-step-1.png' }];
    const { api, calls } = fakeApi({
      getTestRun: async () => retried,
      getArtifactText: async (_runId, name) => {
        calls.push(`artifact ${name}`);
        if (name === 'attempt-1-steps.json') return JSON.stringify(firstSteps);
        return 'out';
      },
    });
    const report = await loadRunReport(api, { runId: passedRun._id, test: sampleTest });
    expect(report?.attempts).toEqual([
      { attempt: 1, status: 'failed', message: 'attempt 1 failed', steps: firstSteps, artifacts: ['attempt-1-steps.json', 'attempt-1-trace.zip'] },
      { attempt: 2, status: 'failed', message: 'attempt 2 failed', steps: null, artifacts: ['attempt-2-trace.zip'] },
    ]);
    // Only the steps an attempt lists are fetched.
    expect(calls.filter((call) => call.startsWith('artifact attempt'))).toEqual(['artifact attempt-1-steps.json']);
  });

  it('fetches nothing more for a run without artifacts, nor the test it already knows', async () => {
    const { api, calls } = fakeApi({ getTestRun: async () => runningRun });
    expect(await loadRunReport(api, { runId: runningRun._id, test: sampleTest })).toEqual({
      run: runningRun,
      test: sampleTest,
      steps: null,
      logs: [],
      attempts: [],
    });
    expect(calls).toEqual([]);
  });

  it('answers null for a missing run and fails for other errors', async () => {
    await expect(loadRunReport(fakeApi({ getTestRun: async () => Promise.reject(notFound()) }).api, { runId: 'x', test: null })).resolves.toBeNull();
    await expect(
      loadRunReport(fakeApi({ getTestRun: async () => Promise.reject(new Error('Bad Gateway')) }).api, { runId: 'x', test: null }),
    ).rejects.toThrow('Bad Gateway');
  });

  it('leaves out a test that cannot be fetched and an artifact that cannot be read', async () => {
    const { api } = fakeApi({
      getTestCase: async () => Promise.reject(notFound()),
      getArtifactText: async (_, name) => (name === 'steps.json' ? 'not json' : Promise.reject(new Error('Not Found'))),
    });
    const report = await loadRunReport(api, { runId: passedRun._id, test: null });
    expect(report).toMatchObject({
      test: null,
      steps: null,
      logs: [
        { name: 'output.log', content: null },
        { name: 'console.log', content: null },
        { name: 'network.log', content: null },
      ],
    });
  });

  it('reads only lists of step results from steps.json', () => {
    expect(parseSteps('[]')).toEqual([]);
    expect(parseSteps('{"step": 0}')).toBeNull();
    expect(parseSteps('[{"step": 0, "title": "x", "status": "unknown"}]')).toBeNull();
  });

  it('finds the trace: trace.zip, else any .zip', () => {
    expect(traceArtifact({ artifacts: ['output.log', 'trace.zip'] })).toBe('trace.zip');
    expect(traceArtifact({ artifacts: ['playwright-trace.zip'] })).toBe('playwright-trace.zip');
    expect(traceArtifact({ artifacts: ['output.log'] })).toBeNull();
  });
});
