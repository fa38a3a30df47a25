import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Finds the Chromium to drive: $CHROMIUM_PATH first, then Playwright's own download (present on
 * developer machines that ran `npx playwright install`), then the distribution's /usr/bin/chromium.
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright') as { chromium: { executablePath(): string } };
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here; fall through to the system one.
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Flags that keep Chromium quiet on machines with a closed network: without the
 * background-networking ones it opens many refused connections at every start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath(), args: chromiumArgs };
}
