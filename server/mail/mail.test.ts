/** Mail: the local outbox and its mailbox pages, SMTP when configured, and links to the right address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { APIKEY, TEST_PASSWORD, type OutboxMail } from '../testing/auth.ts';
import { startSmtpSink } from '../testing/smtpSink.ts';

const signUp = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: { ...APIKEY, ...headers }, payload: { email, password: TEST_PASSWORD } });

describe('the local outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('lists mail newest first as JSON and as a page, with links to the address the browser used', async () => {
    await signUp(t, 'first@outbox.example', { host: 'cj.example:8080' });
    await signUp(t, 'second@outbox.example', { host: 'cj.example:8080' });
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as OutboxMail[];
    expect(mails.map((mail) => mail.to)).toEqual(['second@outbox.example', 'first@outbox.example']);
    expect(Object.keys(mails[0]).sort()).toEqual(['created_at', 'html', 'links', 'subject', 'text', 'to']);
    expect(mails[0].links).toEqual([expect.stringMatching(/^http:\/\/cj\.example:8080\/auth\/v1\/verify\?token=/)]);
    expect(mails[0].text).toContain(mails[0].links[0]);
    expect(mails[0].html).toContain(mails[0].links[0].replaceAll('&', '&amp;'));

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.indexOf('second@outbox.example')).toBeLessThan(page.body.indexOf('first@outbox.example'));
    expect(page.body).toContain('Confirm your Critical Journey account');
  });

  it('with DEV_MAILBOX=true, shows the mailbox only to clients on this machine', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '192.168.1.20' });
    expect(remote.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '::1' })).statusCode).toBe(200);
  });
});

describe('the mailbox by default (npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { devMailbox: { kind: 'token', token: 'printed-at-start' } } });
  });
  afterAll(() => t?.close());

  it('answers only with the token printed at start: behind a reverse proxy every visitor is 127.0.0.1', async () => {
    const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?token=wrong', '/dev/mailbox.json?token=printed-at-star']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const page = await get('/dev/mailbox?token=printed-at-start', '203.0.113.7');
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await get('/dev/mailbox.json?token=printed-at-start')).json()).toEqual([]);
  });
});

describe('mail settings', () => {
  it('has no mailbox pages in production, nor with DEV_MAILBOX=false', async () => {
    for (const options of [{ isProduction: true }, { auth: { devMailbox: { kind: 'off' as const } } }]) {
      const t = await createTestApp('pglite', options);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });

  it('sends through SMTP_URL when set, with links on PUBLIC_URL, and keeps nothing in the outbox', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp('pglite', {
      auth: { smtpUrl: sink.url, publicUrl: 'https://journey.example', mailFrom: 'CJ <cj@journey.example>' },
    });
    try {
      expect((await signUp(t, 'smtp@journey.example')).statusCode).toBe(200);
      expect(sink.messages).toHaveLength(1);
      const raw = sink.messages[0].replace(/=\r\n/g, '');
      expect(raw).toMatch(/^From: CJ <cj@journey\.example>/m);
      expect(raw).toMatch(/^To: smtp@journey\.example/m);
      expect(raw).toContain('https://journey.example/auth/v1/verify?token=');
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json()).toEqual([]);
    } finally {
      await t.close();
      await sink.close();
    }
  });
});
