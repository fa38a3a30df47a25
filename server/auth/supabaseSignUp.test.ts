/** supabase-js, unmodified, signing up and in against our auth server, on both databases. */
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startListeningApp, uniqueEmail, type ListeningApp } from '../testing/supabase.ts';

describe.each(databaseKinds)('supabase-js signs up and in (%s)', (kind) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(kind);
  });
  afterAll(() => t?.close());

  it('signs up, gets the confirmation mail, follows its link and holds a session', async () => {
    const supabase = t.client();
    const email = uniqueEmail('new');
    const { data, error } = await supabase.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: t.url } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: null });

    const mail = await t.latestMailTo(email);
    expect(mail.subject).toBe('Confirm your Critical Journey account');
    expect(mail.links[0]).toMatch(new RegExp(`^${t.url}/auth/v1/verify\\?token=.+&type=signup&redirect_to=`));
    const { location, fragment } = await t.followLink(mail.links[0]);
    expect(location.origin + location.pathname).toBe(`${t.url}/`);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const { data: session, error: sessionError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    expect(session.user?.email).toBe(email);
    expect(session.user?.email_confirmed_at).toBeTruthy();
    // The link works once.
    expect((await t.followLink(mail.links[0])).fragment.get('error_code')).toBe('otp_expired');
  });

  it('signs in with the password; a wrong one is invalid_credentials, an unconfirmed e-mail email_not_confirmed', async () => {
    const supabase = t.client();
    const email = uniqueEmail('signin');
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    const unconfirmed = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(unconfirmed.error).toBeInstanceOf(AuthApiError);
    expect(unconfirmed.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });

    // Resending voids the first link; the new one confirms.
    const first = (await t.latestMailTo(email)).links[0];
    expect((await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${t.url}/auth/login` } })).error).toBeNull();
    const second = (await t.latestMailTo(email)).links[0];
    expect(second).not.toBe(first);
    expect((await t.followLink(first)).fragment.get('error_code')).toBe('otp_expired');
    const confirmed = await t.followLink(second);
    expect(confirmed.location.pathname).toBe('/auth/login');

    const wrong = await supabase.auth.signInWithPassword({ email, password: 'Wrong-Password-1!' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' });
    const nobody = await supabase.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    expect(nobody.error).toMatchObject({ code: 'invalid_credentials' });

    const { data, error } = await supabase.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('refuses weak passwords with AuthWeakPasswordError, and answers a taken e-mail as a new one', async () => {
    const supabase = t.client();
    const weak = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: 'short' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
    expect(weak.error?.status).toBe(422);
    const noSymbol = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: 'Abcdefgh1' });
    expect((noSymbol.error as AuthWeakPasswordError).reasons).toEqual(['characters']);

    const email = uniqueEmail('taken');
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    await t.followLink((await t.latestMailTo(email)).links[0]);
    // As supabase with confirmation on: no error and no session, nothing telling the account exists
    // (not even the empty identities list supabase's own answer has).
    const again = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user).toMatchObject({ email, email_confirmed_at: null, identities: [expect.objectContaining({ provider: 'email' })] });
  });

  it('answers check_user_exists through supabase.rpc', async () => {
    const supabase = t.client();
    const email = uniqueEmail('exists');
    await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(await supabase.rpc('check_user_exists', { user_email: email.toUpperCase() })).toMatchObject({ data: true, error: null });
    expect(await supabase.rpc('check_user_exists', { user_email: uniqueEmail('ghost') })).toMatchObject({ data: false, error: null });
  });

  it('redirects a bad or unknown link with the error in the fragment, and never to another site', async () => {
    const bad = await t.followLink(`${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(`${t.url}/welcome`)}`);
    expect(bad.location.pathname).toBe('/welcome');
    expect(Object.fromEntries(bad.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    const elsewhere = await t.followLink(`${t.url}/auth/v1/verify?token=nope&type=signup&redirect_to=https://evil.example/`);
    expect(elsewhere.location.origin).toBe(t.url);
  });
});
