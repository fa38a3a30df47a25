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

  it('serves the real apps from node_modules under /vendor/<package>/, and nothing else of node_modules', async () => {
    const bundle = await fetch(new URL('vendor/swagger-ui-dist/swagger-ui-bundle.js', server.url));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(new URL('vendor/tinymce/tinymce.min.js', server.url))).status).toBe(200);
    expect((await fetch(new URL('vendor/reveal.js/dist/reveal.css', server.url))).status).toBe(200);
    expect((await fetch(new URL('vendor/vanilla-jsoneditor/standalone.js', server.url))).status).toBe(200);
    // Another package, or a way out of the package, is not served.
    for (const p of [
      'vendor/vitest/package.json',
      'vendor/tinymce/../vitest/package.json',
      'vendor/tinymce/%2e%2e/vitest/package.json',
      'vendor/tinymce/..%2f..%2fvitest%2fpackage.json',
      'vendor/tinymce/',
      'vendor/..%2fpackage.json',
    ]) {
      expect((await fetch(server.url + p)).status, p).toBe(404);
    }
  });

  it('answers the pet store API that the API console describes', async () => {
    const pets = await (await fetch(new URL('api/pets?limit=2', server.url))).json();
    expect(pets).toEqual([
      { id: 1, name: 'Rex', tag: 'dog' },
      { id: 2, name: 'Tom', tag: 'cat' },
    ]);
    expect(await (await fetch(new URL('api/pets/3', server.url))).json()).toEqual({ id: 3, name: 'Nemo', tag: 'fish' });
    const missing = await fetch(new URL('api/pets/99', server.url));
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'No pet with id 99']);
    const created = await fetch(new URL('api/pets', server.url), { method: 'POST', body: JSON.stringify({ name: 'Bella' }) });
    expect([created.status, await created.json()]).toEqual([201, { id: 4, name: 'Bella' }]);
    expect((await fetch(new URL('api/pets', server.url), { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await fetch(new URL('api/pets/4', server.url), { method: 'DELETE' })).status).toBe(204);
    const spec = await (await fetch(new URL('petstore.json', server.url))).json();
    expect(Object.keys(spec.paths)).toEqual(['/pets', '/pets/{petId}']);
  });

  it('serves the same files on a second origin, reached through /other-origin/', async () => {
    expect(new URL(server.otherOriginUrl).origin).not.toBe(new URL(server.url).origin);
    const redirect = await fetch(new URL('other-origin/payment.html', server.url), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`${server.otherOriginUrl}payment.html`);
    expect(await (await fetch(`${server.otherOriginUrl}payment.html`)).text()).toContain('Card number');
  });
});
