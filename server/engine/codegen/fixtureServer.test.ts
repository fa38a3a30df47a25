/** The fixture server the end-to-end test runs scripts against (tests/fixtures/server.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

describe('fixture server', () => {
  it('serves the apps with their content types and lists them at /', async () => {
    const page = await fetch(new URL('login.html', server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<label for="email">Email</label>');
    const list = await (await fetch(server.url)).text();
    for (const app of ['login', 'welcome', 'shop', 'users', 'dynamic', 'frames', 'frames-cross', 'payment', 'shadow', 'upload', 'index']) {
      expect(list).toContain(`href="${app}.html"`);
    }
  });

  it('answers 404 for missing files and paths outside the apps', async () => {
    for (const p of ['nope.html', '../server.ts', '%2e%2e/server.ts', '..%2fserver.ts', '%']) {
      expect((await fetch(server.url + p)).status, p).toBe(404);
    }
  });

  it('serves the same files on a second origin, reached through /other-origin/', async () => {
    expect(new URL(server.otherOriginUrl).origin).not.toBe(new URL(server.url).origin);
    const redirect = await fetch(new URL('other-origin/payment.html', server.url), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`${server.otherOriginUrl}payment.html`);
    expect(await (await fetch(`${server.otherOriginUrl}payment.html`)).text()).toContain('Card number');
  });
});
