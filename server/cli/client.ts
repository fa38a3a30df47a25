/** The few API calls the command line needs, authenticated by an organization's service-account key. */
export interface Run {
  _id: string;
  test_case_id: string;
  status: string;
  final_message: string | null;
  started_at?: string | null;
  finished_at: string | null;
  created_at: string;
  /** Passed only on a retry. */
  flaky?: boolean;
}

export class ApiError extends Error {}

export function apiClient(baseUrl: string, key: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(`/api${path}`, baseUrl), {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ApiError(`Cannot reach Critical Journey at ${baseUrl}: ${(error as Error).message}`);
    }
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok)
      throw new ApiError(`${method} ${path} answered ${response.status}: ${(parsed as { message?: string } | null)?.message ?? text}`);
    return parsed as T;
  };
  return {
    runCollection: (id: string, settings?: unknown) =>
      call<{ runs: Run[] }>('POST', `/test-suites/collection/${id}/run-all`, settings ? { settings } : {}),
    runProject: (id: string, settings?: unknown) => call<{ runs: Run[] }>('POST', `/test-suites/${id}/run-all`, settings ? { settings } : {}),
    runTest: async (id: string, settings?: unknown) => ({ runs: [await call<Run>('POST', `/test-run/${id}`, settings)] }),
    getRun: (id: string) => call<Run>('GET', `/test-run/${id}`),
    /** The test's name, project, and quarantine (a quarantined test's failure fails nothing). */
    testOf: async (id: string) =>
      await call<{ name: string; test_suite_id: string; quarantined?: boolean; quarantine_reason?: string | null }>('GET', `/test-case/${id}`),
  };
}
