/**
 * `critical-journey run`: starts the runs of a collection, a project or one test from CI and,
 * with --wait, waits for them, prints each result, writes JUnit XML, and exits non-zero when any
 * run did not pass, a quarantined test's aside (reported skipped, with the reason). Authenticated by the organization's service-account key (Settings).
 *
 *   CRITICAL_JOURNEY_URL=https://journey.example CRITICAL_JOURNEY_KEY=cjsa_… \
 *     npx critical-journey run --collection <id> --wait --junit results.xml
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ApiError, apiClient, type Run } from './client.ts';
import { junitXml, type JUnitCase } from './junit.ts';
import { isRetries, RUN_RETRIES_MESSAGE } from '../../rules/runRetries.ts';
import { isActiveRunStatus } from '../../rules/states.ts';

const USAGE = `Usage: critical-journey run (--collection <id> | --project <id> | --test <id>) [options]

Options:
  --wait                 wait for the runs to end; exit 1 if any did not pass
                         (a quarantined test's failure does not count)
  --junit <file>         with --wait: write the results as JUnit XML
  --param KEY=VALUE      override a test parameter (repeatable)
  --website <url>        run against another copy of the site
  --environment <name>   run against one of the project's environments (Settings →
                         Environments): its base URL and parameter values
  --retries <0-3>        run a failed test again up to this many times (default: the
                         project's setting, 1 unless changed; none for --test); a pass
                         on a retry counts as passed and is reported flaky
  --url <address>        the product's address (default $CRITICAL_JOURNEY_URL or http://localhost:3000)
  --key <key>            the organization's service-account key (default $CRITICAL_JOURNEY_KEY)
  --timeout <seconds>    give up waiting after this long (default 1800); exit 1
`;

/** PASS, PASS (flaky), FAILED…; a quarantined test's failure says it is quarantined. */
function resultLabel(run: Run, quarantined: boolean): string {
  if (run.status === 'passed') return run.flaky ? 'PASS (flaky)' : 'PASS';
  return quarantined ? `${run.status.toUpperCase()} (quarantined)` : run.status.toUpperCase();
}

/** Every status but the active ones is an ending (passed, failed, aborted, …). */
const hasEnded = (run: { status: string }) => !isActiveRunStatus(run.status);

export interface CliIo {
  out(line: string): void;
  env: Record<string, string | undefined>;
  sleep(ms: number): Promise<void>;
}

/** The command line as parseArgs reads it; throws with a message for an unknown or malformed option. */
function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      collection: { type: 'string' },
      project: { type: 'string' },
      test: { type: 'string' },
      wait: { type: 'boolean', default: false },
      junit: { type: 'string' },
      param: { type: 'string', multiple: true, default: [] },
      website: { type: 'string' },
      environment: { type: 'string' },
      retries: { type: 'string' },
      url: { type: 'string' },
      key: { type: 'string' },
      timeout: { type: 'string', default: '1800' },
      help: { type: 'boolean', default: false },
    },
  });
}

/** Answers the exit code: 0 all passed (or started, without --wait), 1 a run did not pass, 2 bad usage or an API error. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(argv);
  } catch (error) {
    io.out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const targets = [values.collection, values.project, values.test].filter(Boolean);
  const key = values.key ?? io.env.CRITICAL_JOURNEY_KEY;
  const problem =
    positionals[0] !== 'run'
      ? 'The only command is "run".'
      : targets.length !== 1
        ? 'Name exactly one of --collection, --project or --test.'
        : !key
          ? 'Set the service-account key with --key or CRITICAL_JOURNEY_KEY (Settings → Service account key).'
          : values.junit && !values.wait
            ? '--junit needs --wait.'
            : (values.param ?? []).find((pair) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(pair))
              ? 'Give parameters as --param KEY=VALUE.'
              : values.retries !== undefined && !isRetries(Number(values.retries))
                ? `${RUN_RETRIES_MESSAGE.replace('The run retries', '--retries')}`
                : values.environment !== undefined && !values.environment.trim()
                  ? 'Name the environment: --environment <name>.'
                  : null;
  if (problem) {
    io.out(`${problem}\n\n${USAGE}`);
    return 2;
  }
  const baseUrl = values.url ?? io.env.CRITICAL_JOURNEY_URL ?? 'http://localhost:3000';
  const api = apiClient(baseUrl, key!);
  const overrides = Object.fromEntries((values.param ?? []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const settings =
    Object.keys(overrides).length || values.website || values.retries !== undefined || values.environment
      ? {
          parameter_overrides: overrides,
          ...(values.website ? { website_url_override: values.website } : {}),
          ...(values.retries !== undefined ? { retries: Number(values.retries) } : {}),
          ...(values.environment ? { environment: values.environment.trim() } : {}),
        }
      : undefined;
  try {
    const started = values.collection
      ? await api.runCollection(values.collection, settings)
      : values.project
        ? await api.runProject(values.project, settings)
        : await api.runTest(values.test!, settings);
    io.out(`Started ${started.runs.length} run(s).`);
    if (!values.wait) return 0;
    const ended = await waitForRuns(api, started.runs, Number(values.timeout) * 1000, io);
    const cases: JUnitCase[] = [];
    for (const run of ended) {
      const test = await api.testOf(run.test_case_id);
      const link = new URL(`/run/${test.test_suite_id}/${run._id}`, baseUrl).href;
      const seconds = run.started_at && run.finished_at ? (Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000 : 0;
      const quarantined = test.quarantined === true && run.status !== 'passed';
      const result: JUnitCase = { name: test.name, status: run.status, message: run.final_message, seconds, link, flaky: run.flaky === true };
      if (quarantined) result.quarantine = test.quarantine_reason ?? 'Quarantined.';
      cases.push(result);
      io.out(
        `${resultLabel(run, quarantined)}  ${test.name}${run.status === 'passed' && !run.flaky ? '' : ` — ${run.final_message ?? ''}`}\n      ${link}`,
      );
    }
    if (values.junit) writeFileSync(values.junit, junitXml(values.collection ?? values.project ?? values.test!, cases));
    const passed = cases.filter((result) => result.status === 'passed').length;
    const excused = cases.filter((result) => result.quarantine !== undefined).length;
    io.out(`${passed} of ${ended.length} passed${excused ? `; ${excused} quarantined test(s) did not, and count for nothing` : ''}.`);
    return passed + excused === ended.length && ended.every(hasEnded) ? 0 : 1;
  } catch (error) {
    if (error instanceof ApiError) {
      io.out(error.message);
      return 2;
    }
    throw error;
  }
}

async function waitForRuns(api: ReturnType<typeof apiClient>, runs: Run[], timeoutMs: number, io: CliIo): Promise<Run[]> {
  const deadline = Date.now() + timeoutMs;
  const current = new Map(runs.map((run) => [run._id, run]));
  for (;;) {
    for (const [id, run] of current) if (!hasEnded(run)) current.set(id, await api.getRun(id));
    if ([...current.values()].every(hasEnded)) return [...current.values()];
    if (Date.now() > deadline) {
      io.out(`Gave up waiting after ${Math.round(timeoutMs / 1000)} s.`);
      return [...current.values()];
    }
    await io.sleep(2000);
  }
}
