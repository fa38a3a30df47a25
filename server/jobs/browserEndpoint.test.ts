/** Reading an organization's grid settings and building LambdaTest's Playwright address from them. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readExecutorConfig } from '../config.ts';
import { endpointLabel, LAMBDATEST_ENDPOINT, lambdaTestBrowser, lambdaTestGrid, PLAYWRIGHT_VERSION } from './browserEndpoint.ts';

const capabilitiesOf = (wsEndpoint: string) => JSON.parse(new URL(wsEndpoint).searchParams.get('capabilities')!);

describe('lambdaTestGrid', () => {
  it('is off unless enabled says so, as a flag or as the text the Settings rows save', () => {
    for (const settings of [
      null,
      {},
      { username: 'u', access_key: 'k' },
      { enabled: false },
      { enabled: 'false' },
      { enabled: 'no' },
      { enabled: 1 },
    ]) {
      expect(lambdaTestGrid(settings as Record<string, unknown> | null)).toBeNull();
    }
    for (const enabled of [true, 'true', ' TRUE ', 'yes', '1']) expect(lambdaTestGrid({ enabled, username: 'u', access_key: 'k' })).not.toBeNull();
  });

  it('reads the credentials and the browser, with defaults for the browser', () => {
    expect(lambdaTestGrid({ enabled: true, username: ' ada ', access_key: 'LT_key', region: 'eu' })).toEqual({
      username: 'ada',
      accessKey: 'LT_key',
      browserName: 'Chrome',
      browserVersion: 'latest',
      platform: 'Windows 10',
    });
    expect(
      lambdaTestGrid({
        enabled: 'true',
        username: 'ada',
        access_key: 'k',
        browser_name: 'MicrosoftEdge',
        browser_version: '126',
        platform: 'macOS Sonoma',
      }),
    ).toMatchObject({
      browserName: 'MicrosoftEdge',
      browserVersion: '126',
      platform: 'macOS Sonoma',
    });
  });
});

describe('lambdaTestBrowser', () => {
  const grid = lambdaTestGrid({ enabled: true, username: 'ada', access_key: 'LT_s3cr3t&=?', platform: 'Linux' });

  it('is null without a grid', () => {
    expect(lambdaTestBrowser(null, LAMBDATEST_ENDPOINT, 'Login')).toBeNull();
  });

  it("puts LambdaTest's capabilities, credentials included, in the address's query", () => {
    const remote = lambdaTestBrowser(grid, LAMBDATEST_ENDPOINT, 'Log in & out')!;
    const capabilities = {
      browserName: 'Chrome',
      browserVersion: 'latest',
      'LT:Options': {
        platform: 'Linux',
        build: 'Critical Journey',
        name: 'Log in & out',
        user: 'ada',
        accessKey: 'LT_s3cr3t&=?',
        playwrightClientVersion: PLAYWRIGHT_VERSION,
      },
    };
    expect(remote.wsEndpoint).toBe(`wss://cdp.lambdatest.com/playwright?capabilities=${encodeURIComponent(JSON.stringify(capabilities))}`);
    expect(capabilitiesOf(remote.wsEndpoint)).toEqual(capabilities);
    expect(remote.problem).toBeNull();
    expect(remote.secrets).toEqual(['LT_s3cr3t&=?']);
    // Generation (playwright) and runs (@playwright/test) are one client version: the one announced.
    expect(PLAYWRIGHT_VERSION).toBe(createRequire(import.meta.url)('@playwright/test/package.json').version);
  });

  it('names the grid without the credentials', () => {
    const remote = lambdaTestBrowser(grid, 'ws://127.0.0.1:4000/playwright?region=eu', 'Login')!;
    expect(remote.label).toBe('the LambdaTest grid at ws://127.0.0.1:4000/playwright');
    expect(remote.wsEndpoint).toMatch(/^ws:\/\/127\.0\.0\.1:4000\/playwright\?region=eu&capabilities=/);
    expect(capabilitiesOf(remote.wsEndpoint)['LT:Options'].user).toBe('ada');
  });

  it('says which credential is missing instead of letting the grid answer 401', () => {
    const remote = lambdaTestBrowser(lambdaTestGrid({ enabled: 'true', username: 'ada' }), LAMBDATEST_ENDPOINT, 'Login')!;
    expect(remote.problem).toBe(
      'The organization\'s remote browser settings enable the LambdaTest grid at wss://cdp.lambdatest.com/playwright but have no access_key: add it under Settings → Remote browser, or remove "enabled".',
    );
    expect(lambdaTestBrowser(lambdaTestGrid({ enabled: true }), LAMBDATEST_ENDPOINT, 'Login')!.problem).toContain(
      'have no username and access_key: add them',
    );
  });
});

describe('endpointLabel', () => {
  it('drops user info, query and fragment', () => {
    expect(endpointLabel('wss://user:pass@grid.example.com:443/pw?token=abc#x')).toBe('wss://grid.example.com/pw');
    expect(endpointLabel('ws://127.0.0.1:3001/')).toBe('ws://127.0.0.1:3001/');
    expect(endpointLabel('not an address')).toBe('an unreadable address');
  });
});

describe('LAMBDATEST_ENDPOINT', () => {
  it("is LambdaTest's own grid unless set, and must be a ws(s) address", () => {
    expect(readExecutorConfig({}).lambdaTestEndpoint).toBe('wss://cdp.lambdatest.com/playwright');
    expect(readExecutorConfig({ LAMBDATEST_ENDPOINT: 'ws://127.0.0.1:4000/playwright' }).lambdaTestEndpoint).toBe('ws://127.0.0.1:4000/playwright');
    expect(() => readExecutorConfig({ LAMBDATEST_ENDPOINT: 'https://cdp.lambdatest.com/playwright' })).toThrow(
      'LAMBDATEST_ENDPOINT must be a ws:// or wss:// address, got "https://cdp.lambdatest.com/playwright".',
    );
  });
});
