/**
 * Signing in for tests, through the real /auth/v1 endpoints: sign up, follow the confirmation
 * link from the local outbox (unless AUTH_AUTOCONFIRM), then sign in with the password.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export const TEST_PASSWORD = 'Correct-Horse-9!';
/** Any non-empty apikey passes while SUPABASE_ANON_KEY is unset. */
export const APIKEY = { apikey: 'test-anon-key' };

export type TestSession = { accessToken: string; refreshToken: string; userId: string; email: string };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type OutboxMail = { to: string; subject: string; text: string; html: string; links: string[]; created_at: string };

/** The newest mail to this address in the local outbox. */
export async function latestMailTo(app: FastifyInstance, email: string): Promise<OutboxMail> {
  const mails = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as OutboxMail[];
  const mail = mails.find((candidate) => candidate.to === email.toLowerCase());
  if (!mail) throw new Error(`No mail to ${email} in the outbox.`);
  return mail;
}

/** Follows an e-mailed link and returns the values in the fragment of where it redirects. */
export async function followLink(app: FastifyInstance, link: string): Promise<URLSearchParams> {
  const url = new URL(link);
  const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
  if (response.statusCode !== 303) throw new Error(`The link answered ${response.statusCode}: ${response.body}`);
  return new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
}

export async function signUpAndSignIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<TestSession> {
  const signUp = await app.inject({ method: 'POST', url: '/auth/v1/signup', headers: APIKEY, payload: { email, password } });
  if (signUp.statusCode !== 200) throw new Error(`Sign-up failed: ${signUp.body}`);
  if (!signUp.json().access_token) await followLink(app, (await latestMailTo(app, email)).links[0]);
  const signIn = await app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: APIKEY,
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signIn.body}`);
  const session = signIn.json();
  return { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id, email: session.user.email };
}

/** inject() as this signed-in user. */
export function asUser(app: FastifyInstance, accessToken: string) {
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, ...bearer(accessToken) } });
}
