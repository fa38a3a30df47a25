/**
 * Which remote browser a job of an organization drives instead of the executor's own: when the
 * organization's `lambda_test_settings` enable it, a session on LambdaTest's Playwright grid,
 * named after the test. Pure: reading settings and building the address, nothing connects here.
 *
 * Honoured keys (the Settings screen saves text rows, so `enabled` may be the text "true"):
 *   enabled          true, "true", "yes" or "1": use the grid; anything else: the executor's browser
 *   username         the LambdaTest user name (required when enabled)
 *   access_key       the LambdaTest access key (required when enabled; a secret)
 *   browser_name     default "Chrome"
 *   browser_version  default "latest"
 *   platform         default "Windows 10"
 * Other keys (region, …) are kept with the settings and not used here.
 */
import { createRequire } from 'node:module';

/** LambdaTest's Playwright endpoint; LAMBDATEST_ENDPOINT replaces it (tests, private grids). */
export const LAMBDATEST_ENDPOINT = 'wss://cdp.lambdatest.com/playwright';
/** The build every session is filed under in the LambdaTest dashboard. */
export const LAMBDATEST_BUILD = 'Critical Journey';
/** Sent as `playwrightClientVersion`: the grid serves the matching Playwright, as its protocol requires. */
export const PLAYWRIGHT_VERSION: string = createRequire(import.meta.url)('playwright/package.json').version;

export interface LambdaTestGrid {
  username: string;
  accessKey: string;
  browserName: string;
  browserVersion: string;
  platform: string;
}

/** A browser reached over the network; only `wsEndpoint` may hold credentials. */
export interface RemoteBrowser {
  /** Handed to Playwright alone: never logged, never put in a message. */
  wsEndpoint: string;
  /** How messages name it: the address without its query (where the credentials are). */
  label: string;
  /** Values to mask in anything said about it. */
  secrets: string[];
  /** Why it cannot be used (incomplete settings), said as the job's ending; null: usable. */
  problem: string | null;
}

const ON = new Set(['true', 'yes', '1']);

/** The organization's grid when its settings enable one; null: its jobs use the executor's browser. */
export function lambdaTestGrid(settings: Record<string, unknown> | null | undefined): LambdaTestGrid | null {
  if (!settings) return null;
  const enabled = settings.enabled === true || (typeof settings.enabled === 'string' && ON.has(settings.enabled.trim().toLowerCase()));
  if (!enabled) return null;
  const text = (key: string, fallback = '') => {
    const value = settings[key];
    return (typeof value === 'string' && value.trim()) || fallback;
  };
  return {
    username: text('username'),
    accessKey: text('access_key'),
    browserName: text('browser_name', 'Chrome'),
    browserVersion: text('browser_version', 'latest'),
    platform: text('platform', 'Windows 10'),
  };
}

/**
 * The grid session for one job: `<base>?capabilities=<JSON>` as LambdaTest's Playwright
 * endpoint expects it, the credentials inside the capabilities. Null without a grid.
 */
export function lambdaTestBrowser(grid: LambdaTestGrid | null, base: string, testName: string): RemoteBrowser | null {
  if (!grid) return null;
  const capabilities = {
    browserName: grid.browserName,
    browserVersion: grid.browserVersion,
    'LT:Options': {
      platform: grid.platform,
      build: LAMBDATEST_BUILD,
      name: testName,
      user: grid.username,
      accessKey: grid.accessKey,
      playwrightClientVersion: PLAYWRIGHT_VERSION,
    },
  };
  const missing = [grid.username ? null : 'username', grid.accessKey ? null : 'access_key'].filter((key): key is string => key !== null);
  const label = `the LambdaTest grid at ${endpointLabel(base)}`;
  return {
    wsEndpoint: `${base}${base.includes('?') ? '&' : '?'}capabilities=${encodeURIComponent(JSON.stringify(capabilities))}`,
    label,
    secrets: grid.accessKey ? [grid.accessKey] : [],
    // Without them the grid refuses every session; saying which is missing beats its "401".
    problem: missing.length
      ? `The organization's remote browser settings enable ${label} but have no ${missing.join(' and ')}: add ${missing.length > 1 ? 'them' : 'it'} under Settings → Remote browser, or remove "enabled".`
      : null,
  };
}

/** The browser server an operator set as BROWSER_WS_ENDPOINT; its address may hold a token too. */
export function operatorBrowser(endpoint: string): RemoteBrowser {
  return { wsEndpoint: endpoint, label: `the browser at ${endpointLabel(endpoint)}`, secrets: [], problem: null };
}

/** What a job ends with when its remote browser cannot be reached (no credentials in it). */
export function unreachableMessage(remote: RemoteBrowser, reason: string): string {
  return `No browser is available: ${remote.label} could not be reached (${reason}).`;
}

/** An address as messages may show it: no user info, no query, no fragment (tokens live there). */
export function endpointLabel(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'an unreadable address';
  }
}
