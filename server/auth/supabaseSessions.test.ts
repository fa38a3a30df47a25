/** supabase-js, unmodified: refreshing, changing and recovering passwords, signing out, claims. */
import { AuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startListeningApp, uniqueEmail, type ListeningApp } from '../testing/supabase.ts';

describe.each(databaseKinds)('supabase-js sessions (%s)', (kind) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(kind);
  });
  afterAll(() => t?.close());

  /** A confirmed account, signed in on a fresh client. */
  async function signedIn(name: string): Promise<{ supabase: SupabaseClient; email: string }> {
    const supabase = t.client();
    const email = uniqueEmail(name);
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    await t.followLink((await t.latestMailTo(email)).links[0]);
    const { error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    return { supabase, email };
  }

  it('rotates refresh tokens; reusing one spent before the last ends the whole session', async () => {
    const { supabase } = await signedIn('refresh');
    const first = (await supabase.auth.getSession()).data.session!;
    const { data, error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    const third = (await supabase.auth.refreshSession()).data.session!;
    expect(third.refresh_token).not.toBe(second.refresh_token);

    const thief = t.client();
    const reused = await thief.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ code: 'refresh_token_already_used', status: 400 });
    // The session is gone: its newest refresh token and its access tokens no longer work.
    const after = await t.client().auth.refreshSession({ refresh_token: third.refresh_token });
    expect(after.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await supabase.auth.getUser(third.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('two tabs refreshing with the same token at once both go on (the reuse interval of the token spent last)', async () => {
    const { supabase } = await signedIn('two-tabs');
    const shared = (await supabase.auth.getSession()).data.session!;
    const [one, other] = await Promise.all([t.client(), t.client()].map((tab) => tab.auth.refreshSession({ refresh_token: shared.refresh_token })));
    expect(one.error).toBeNull();
    expect(other.error).toBeNull();
    expect(one.data.session!.refresh_token).not.toBe(other.data.session!.refresh_token);
    // The session lives on: either tab's new token refreshes, and access tokens work.
    expect((await supabase.auth.getUser(other.data.session!.access_token)).error).toBeNull();
    expect((await t.client().auth.refreshSession({ refresh_token: one.data.session!.refresh_token })).error).toBeNull();
  });

  it('changes the password with updateUser; the new one signs in, the old one no longer does', async () => {
    const { supabase, email } = await signedIn('change');
    const other = t.client();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    const newPassword = 'Another-Secret-7?';
    const { data, error } = await supabase.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await supabase.auth.updateUser({ password: newPassword })).error).toMatchObject({ code: 'same_password' });
    expect((await supabase.auth.updateUser({ password: 'weak' })).error).toMatchObject({ code: 'weak_password' });

    const fresh = t.client();
    expect((await fresh.auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await fresh.auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    // Other sessions end with a password change; this one goes on.
    expect((await other.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    expect((await supabase.auth.getUser()).error).toBeNull();
  });

  it('recovers a password: the mailed link lands on /change-password with a recovery session', async () => {
    const { email } = await signedIn('recover');
    const supabase = t.client();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/change-password` });
    expect(error).toBeNull();
    expect((await supabase.auth.resetPasswordForEmail(uniqueEmail('stranger'))).error).toBeNull();

    const mail = await t.latestMailTo(email);
    expect(mail.subject).toBe('Reset your Critical Journey password');
    const { location, fragment } = await t.followLink(mail.links[0]);
    expect(location.pathname).toBe('/change-password');
    expect(fragment.get('type')).toBe('recovery');
    await supabase.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await supabase.auth.updateUser({ password: 'Recovered-Pass-3%' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'Recovered-Pass-3%' })).error).toBeNull();
  });

  it('signs out: the access token and refresh token of the session stop working', async () => {
    const { supabase } = await signedIn('signout');
    const session = (await supabase.auth.getSession()).data.session!;
    expect((await supabase.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect((await t.client().auth.getUser(session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
    expect((await t.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
  });

  it('verifies claims with getClaims against the JWKS', async () => {
    const { supabase, email } = await signedIn('claims');
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(data?.header.kid).toBeTruthy();
    expect(data?.claims).toMatchObject({
      iss: `${t.url}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(data!.claims.exp - data!.claims.iat!).toBe(3600);
    const jwks = await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: data?.header.kid, kty: 'EC', crv: 'P-256', alg: 'ES256' })]);
    expect(jwks.keys[0].d).toBeUndefined();
  });
});
