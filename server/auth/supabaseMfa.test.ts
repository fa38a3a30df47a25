/** supabase-js, unmodified: TOTP enrolment, challenge and verification raise the session to aal2. */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/auth.ts';
import { startListeningApp, uniqueEmail, type ListeningApp } from '../testing/supabase.ts';

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

describe('supabase-js multi-factor (TOTP)', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp('pglite', { auth: { autoconfirm: true } });
  });
  afterAll(() => t?.close());

  it('enrols, challenges and verifies a TOTP factor; the new session is aal2 with totp in amr', async () => {
    const supabase = t.client();
    const email = uniqueEmail('mfa');
    // AUTH_AUTOCONFIRM: sign-up answers with a session at once.
    const signUp = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
    expect(signUp.data.session?.access_token).toBeTruthy();

    const { data: factor, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone', issuer: 'Critical Journey' });
    expect(error).toBeNull();
    expect(factor!.type).toBe('totp');
    expect(factor!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^#]*<\/svg>$/);
    expect(factor!.totp.uri).toMatch(/^otpauth:\/\/totp\/Critical%20Journey:.+\?issuer=Critical%20Journey&secret=/);
    expect((await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })).error).toMatchObject({
      code: 'mfa_factor_name_conflict',
    });

    const { data: challenge } = await supabase.auth.mfa.challenge({ factorId: factor!.id });
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const wrong = await supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: '000000' });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
    // A challenge answers one code, right or wrong.
    const spent = await supabase.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeFor(factor!.totp.secret) });
    expect(spent.error).toMatchObject({ code: 'mfa_challenge_not_found' });

    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(factor!.totp.secret) });
    expect(verified.error).toBeNull();
    const aal = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal.data!.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual(['totp', 'password']);
    const { data: claims } = await supabase.auth.getClaims();
    expect(claims?.claims.aal).toBe('aal2');

    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data!.totp).toEqual([expect.objectContaining({ id: factor!.id, status: 'verified', friendly_name: 'Phone' })]);

    // A password alone (aal1) may neither add nor remove factors once one is verified.
    const other = t.client();
    await other.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await other.auth.mfa.unenroll({ factorId: factor!.id })).error).toMatchObject({ code: 'insufficient_aal' });
    expect((await other.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({ code: 'insufficient_aal' });

    expect((await supabase.auth.mfa.unenroll({ factorId: factor!.id })).error).toBeNull();
    expect((await supabase.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});
