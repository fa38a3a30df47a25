/**
 * Sign-in with a provider, end to end over HTTP: supabase-js's signInWithOAuth URL, a real
 * OpenID Connect provider (oidc-provider standing in for Google) with its login and consent
 * forms, our callback, and the session it hands back working on /auth/v1/user and the API.
 */
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { APIKEY, bearer, signUpAndSignIn, TEST_PASSWORD } from '../../testing/auth.ts';
import { TestBrowser, type Page } from '../../testing/browser.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { listenOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../../testing/oidcProvider.ts';
import { startListeningApp, uniqueEmail, type ListeningApp } from '../../testing/supabase.ts';

describe.each(databaseKinds)('sign-in with Google over OpenID Connect (%s)', (kind) => {
  let idp: TestOidcProvider;
  let t: ListeningApp;
  beforeAll(async () => {
    idp = await listenOidcProvider();
    t = await startListeningApp(kind, {
      auth: {
        google: { ...TEST_CLIENT, issuer: idp.issuer },
        // The same provider under Microsoft's name, with a wrong secret: the code exchange fails.
        azure: { clientId: TEST_CLIENT.clientId, clientSecret: 'not-the-secret', issuer: idp.issuer, tenant: 'common' },
      },
    });
    await idp.serve(`${t.url}/auth/v1/callback`);
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const redirectTo = () => `${t.url}/projects`;
  const hasFragment = (next: URL) => next.hash !== '';
  const atCallback = (next: URL) => next.pathname === '/auth/v1/callback';

  /** The address supabase-js sends the browser to. */
  async function startUrl(provider: 'google' | 'azure' = 'google'): Promise<string> {
    const { data, error } = await t.client().auth.signInWithOAuth({ provider, options: { redirectTo: redirectTo(), skipBrowserRedirect: true } });
    expect(error).toBeNull();
    return data.url!;
  }

  /** Through the provider's login and consent forms, up to where `stopAt` first matches. */
  async function throughProvider(browser: TestBrowser, login: string, stopAt: (next: URL) => boolean, provider?: 'google' | 'azure') {
    const loginPage = await browser.navigate(await startUrl(provider), {}, stopAt);
    // A browser already signed in at the provider goes straight back.
    if (loginPage instanceof URL) return loginPage;
    expect(loginPage.html).toContain('name="login"');
    const consent = await browser.submit(loginPage, { login, password: 'anything' }, stopAt);
    if (consent instanceof URL) return consent;
    const end = await browser.submit(consent, {}, stopAt);
    if (!(end instanceof URL)) throw new Error(`Stuck at ${end.url}: ${end.html.slice(0, 300)}`);
    return end;
  }

  /** Signs in as `login` and returns the fragment our callback redirected to. */
  async function signIn(login: string, browser = new TestBrowser()) {
    const landing = await throughProvider(browser, login, hasFragment);
    expect(landing.origin + landing.pathname).toBe(redirectTo());
    return new URLSearchParams(landing.hash.slice(1));
  }

  it('signs the first person in as super admin with an organization; the token works on /user and the API', async () => {
    const email = uniqueEmail('first');
    const fragment = await signIn(email);
    expect(Object.fromEntries(fragment)).toEqual({
      access_token: expect.any(String),
      expires_at: expect.stringMatching(/^\d+$/),
      expires_in: '3600',
      provider_token: '',
      refresh_token: expect.any(String),
      token_type: 'bearer',
    });
    const accessToken = fragment.get('access_token')!;
    expect(decodeJwt(accessToken)).toMatchObject({ email, aal: 'aal1', amr: [{ method: 'oauth', timestamp: expect.any(Number) }] });

    const supabase = t.client();
    const { error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: fragment.get('refresh_token')! });
    expect(error).toBeNull();
    const { data } = await supabase.auth.getUser();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });

    const orgs = await fetch(`${t.url}/api/auth/get-user-organizations`, { headers: bearer(accessToken) });
    expect(orgs.status).toBe(200);
    expect(await orgs.json()).toEqual([expect.objectContaining({ name: 'example.com' })]);
    expect(await (await fetch(`${t.url}/api/test-admin`, { headers: bearer(accessToken) })).text()).toBe('true');
    expect((await supabase.auth.refreshSession()).error).toBeNull();
  });

  it('lands a second sign-in of the same person on the same user, through one identity link', async () => {
    const email = uniqueEmail('again');
    const first = decodeJwt((await signIn(email)).get('access_token')!);
    const second = decodeJwt((await signIn(email)).get('access_token')!);
    expect(second.sub).toBe(first.sub);
    expect(second.session_id).not.toBe(first.session_id);
    const links = await t.database.db.execute(sql`select user_id from auth_identities where provider = 'google' and subject = ${email}`);
    expect((links as unknown as { rows: unknown[] }).rows).toEqual([{ user_id: first.sub }]);
    // Not the first account: no organization until a member adds them.
    const orgs = await fetch(`${t.url}/api/auth/get-user-organizations`, { headers: bearer((await signIn(email)).get('access_token')!) });
    expect(await orgs.json()).toEqual([]);
  });

  it('links to the confirmed account with that e-mail; claims an unconfirmed one and drops its password', async () => {
    const confirmed = await signUpAndSignIn(t.app, uniqueEmail('password'));
    expect(decodeJwt((await signIn(confirmed.email)).get('access_token')!).sub).toBe(confirmed.userId);
    expect((await passwordSignIn(confirmed.email)).statusCode).toBe(200);

    // Anyone can sign up with someone else's address; only the address's owner can confirm it.
    const squatted = uniqueEmail('squatted');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: APIKEY,
      payload: { email: squatted, password: TEST_PASSWORD },
    });
    expect(signUp.json().email_confirmed_at).toBeNull();
    expect(decodeJwt((await signIn(squatted)).get('access_token')!).sub).toBe(signUp.json().id);
    expect((await passwordSignIn(squatted)).json()).toMatchObject({ error_code: 'invalid_credentials' });
  });

  it('refuses an address the provider has not verified, and creates no account', async () => {
    const email = uniqueEmail('unverified');
    expect(Object.fromEntries(await signIn(email))).toEqual({
      error: 'access_denied',
      error_code: 'provider_email_needs_verification',
      error_description: 'Unverified email with google. Verify the email with google in order to sign in',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/rest/v1/rpc/check_user_exists', headers: APIKEY, payload: { user_email: email } })).json(),
    ).toBe(false);
  });

  it('refuses a tampered, expired, foreign or replayed state with an error redirect', async () => {
    const refusal = async (browser: TestBrowser, url: URL | string) => {
      const response = await browser.request(url);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
        error: 'invalid_request',
        error_code: 'bad_oauth_state',
        error_description: 'OAuth state is invalid or has expired. Please sign in again.',
      });
      return location.origin + location.pathname;
    };
    const browser = new TestBrowser();
    const callback = await throughProvider(browser, uniqueEmail('state'), atCallback);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')!.slice(0, -2)}xx`);
    // A state nobody issued names no redirect_to: the site's home page gets the error.
    expect(await refusal(browser, tampered)).toBe(`${t.url}/`);
    expect(await refusal(browser, `${t.url}/auth/v1/callback`)).toBe(`${t.url}/`);

    await t.database.db.execute(sql`update auth_oauth_flows set expires_at = now() - interval '1 second'`);
    expect(await refusal(browser, callback)).toBe(redirectTo());

    // Someone else's browser presenting a genuine callback: it lacks the cookie that binds the flow.
    const foreign = await throughProvider(new TestBrowser(), uniqueEmail('foreign'), atCallback);
    expect(await refusal(browser, foreign)).toBe(redirectTo());

    const replayed = await throughProvider(browser, 'anyone', atCallback);
    expect((await browser.navigate(replayed, {}, hasFragment)) as URL).toHaveProperty('hash', expect.stringContaining('access_token='));
    // Spent: the flow, and with it its redirect_to, is gone.
    expect(await refusal(browser, replayed)).toBe(`${t.url}/`);
  });

  it('passes on the person declining at the provider', async () => {
    const browser = new TestBrowser();
    const loginPage = (await browser.navigate(await startUrl())) as Page;
    const abort = /href="([^"]*\/abort)"/.exec(loginPage.html)![1];
    const landing = (await browser.navigate(new URL(abort, loginPage.url), {}, hasFragment)) as URL;
    expect(landing.origin + landing.pathname).toBe(redirectTo());
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'bad_oauth_callback',
      error_description: 'End-User aborted interaction',
    });
  });

  it('reports a failed code exchange (here a wrong client secret) in the redirect, not as a 500', async () => {
    const landing = await throughProvider(new TestBrowser(), uniqueEmail('secret'), hasFragment, 'azure');
    expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual({
      error: 'server_error',
      error_code: 'unexpected_failure',
      error_description: expect.stringMatching(/^Unable to exchange external code: invalid_client/),
    });
  });

  it('reports both providers as enabled in /settings', async () => {
    const settings = await (await fetch(`${t.url}/auth/v1/settings`, { headers: APIKEY })).json();
    expect(settings.external).toMatchObject({ email: true, google: true, azure: true });
  });

  const passwordSignIn = (email: string) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: APIKEY, payload: { email, password: TEST_PASSWORD } });
});

describe('sign-in with a provider that is not configured or cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Google points at a closed port; Microsoft is not configured.
    t = await createTestApp('pglite', { auth: { google: { ...TEST_CLIENT, issuer: 'http://127.0.0.1:9/nothing-here' } } });
  });
  afterAll(() => t?.close());

  const authorize = (query: string) => t.app.inject({ method: 'GET', url: `/auth/v1/authorize?${query}` });

  it("answers GoTrue's provider_disabled for a provider without client id and secret, validation_failed for an unknown one", async () => {
    const disabled = await authorize('provider=azure&redirect_to=http%3A%2F%2Flocalhost%2F');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toEqual({ code: 400, error_code: 'provider_disabled', msg: 'Unsupported provider: provider is not enabled' });
    expect((await authorize('provider=github')).json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: Provider github could not be found',
    });
    const settings = (await t.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: APIKEY })).json();
    expect(settings.external).toMatchObject({ google: true, azure: false });
  });

  it('refuses PKCE, which supabase-js would expect to end in ?code=, with an error redirect', async () => {
    const response = await authorize('provider=google&code_challenge=abc&code_challenge_method=s256');
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toContain('error_code=validation_failed');
  });

  it('sends the browser back with an error when the provider cannot be reached, to our own site only', async () => {
    const response = await authorize(`provider=google&redirect_to=${encodeURIComponent('https://evil.example/steal')}`);
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe('http://localhost');
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toMatchObject({
      error: 'server_error',
      error_code: 'unexpected_failure',
    });
  });
});
