/**
 * The environment a run's process gets — built from nothing, never copied from the server's:
 * no database address, no keys, no tokens. Only what a test script reads (TEST_PARAM_*,
 * TEST_WEBSITE_URL), what Node and Chromium need to start, and the harness's own settings.
 */
import path from 'node:path';
import { envName } from '../engine/codegen/index.ts';
import { totpEnvName } from '../engine/codegen/actionScripts.ts';
import { readField, readTotp, type ValueSources } from '../engine/generate/values.ts';

export interface RunValues {
  /** Test defaults overlaid with shared parameters (as generation uses them). */
  sources: ValueSources;
  /** The run's own values, winning over everything else. */
  overrides: Record<string, string>;
  websiteOverride?: string;
}

export interface RunEnvironment {
  env: Record<string, string>;
  /** Every secret value the process holds: masked in screenshots, logs and traces. */
  secrets: string[];
}

/** TEST_PARAM_* for parameters and credentials, the names of the secret ones, and the website override. */
export function testValues(values: RunValues): { env: Record<string, string>; secretNames: string[] } {
  const env: Record<string, string> = {};
  const secretNames: string[] = [];
  const parameters = { ...values.sources.parameters, ...values.overrides };
  for (const [key, value] of Object.entries(parameters)) {
    const name = envName({ type: 'parameter', key });
    if (!name) continue;
    env[name] = value;
    if (values.sources.secretParameters.has(key) && !(key in values.overrides)) secretNames.push(name);
  }
  for (const [credential, entry] of Object.entries(values.sources.credentials)) {
    const add = (field: 'username' | 'password' | undefined, value: unknown) => {
      if (typeof value !== 'string') return;
      const name = envName({ type: 'credential', name: credential, ...(field ? { field } : {}) });
      if (!name) return;
      env[name] = value;
      secretNames.push(name);
    };
    if (typeof entry === 'string') add(undefined, entry);
    else {
      add('username', readField(entry, 'username'));
      add('password', readField(entry, 'password'));
    }
    // The secret one-time codes are computed from, for `enter the one-time code of "admin" …`.
    const totp = readTotp(entry);
    if (typeof totp === 'string') {
      env[totpEnvName(credential)] = totp;
      secretNames.push(totpEnvName(credential));
    }
  }
  if (values.websiteOverride) env.TEST_WEBSITE_URL = values.websiteOverride;
  return { env, secretNames };
}

/**
 * An environment's values over the test's defaults and shared parameters, for the keys the test
 * has (its script reads no other). They are secrets, like shared parameters: masked everywhere.
 */
export function withEnvironmentValues(sources: ValueSources, values: Record<string, string> | undefined): ValueSources {
  const applied = Object.entries(values ?? {}).filter(([key]) => key in sources.parameters);
  if (applied.length === 0) return sources;
  return {
    ...sources,
    parameters: { ...sources.parameters, ...Object.fromEntries(applied) },
    secretParameters: new Set([...sources.secretParameters, ...applied.map(([key]) => key)]),
  };
}

/** The test's website with its origin replaced by the environment's base URL's (path, query and fragment kept). */
export function environmentWebsite(website: string, baseUrl: string | null | undefined): string {
  if (!baseUrl) return website;
  const origin = new URL(baseUrl).origin;
  try {
    const test = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`);
    return `${origin}${test.pathname}${test.search}${test.hash}`;
  } catch {
    return `${origin}/`;
  }
}

export function runEnvironment(values: RunValues, dirs: { home: string; output: string }, memoryMb: number): RunEnvironment {
  const { env, secretNames } = testValues(values);
  return {
    env: {
      PATH: [path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
      HOME: dirs.home,
      TMPDIR: dirs.home,
      LANG: 'C.UTF-8',
      CI: '1',
      FORCE_COLOR: '0',
      // The runner and its workers are Node processes: their heap stays under the run's limit.
      NODE_OPTIONS: `--max-old-space-size=${Math.max(128, Math.floor(memoryMb / 2))}`,
      CJ_RUN_OUTPUT: dirs.output,
      CJ_SECRET_ENV: secretNames.join(','),
      ...env,
    },
    secrets: secretNames.map((name) => env[name]).filter((value) => value.length > 0),
  };
}
