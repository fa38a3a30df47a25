/**
 * Accounts for end-to-end tests, made through the product's real auth server: sign-up, the
 * confirmation link from the local outbox (/dev/mailbox.json), password sign-in.
 */
import type { APIRequestContext } from '@playwright/test';

export const OWNER = { email: 'owner@e2e.example', password: 'Owner-pass-1!' };
export const OWNER_STATE = 'tests/.auth/owner.json';

const apikey = { apikey: 'e2e' };

type Mail = { to: string; subject: string; links: string[]; created_at: string };

export async function latestMailTo(request: APIRequestContext, email: string, subject?: RegExp): Promise<Mail> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
    const mail = mails.find((m) => m.to === email && (!subject || subject.test(m.subject)));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email} arrived in the outbox.`);
}

export function verifyLink(mail: Mail): string {
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`Mail "${mail.subject}" has no verification link.`);
  return link;
}

/** Signs up and confirms through the e-mailed link; a second call for the same address is a no-op. */
export async function ensureAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  const signIn = await request.post('/auth/v1/token?grant_type=password', { headers: apikey, data: { email, password } });
  if (signIn.ok()) return;
  const signUp = await request.post('/auth/v1/signup', { headers: apikey, data: { email, password } });
  if (!signUp.ok()) throw new Error(`Sign-up of ${email} failed: ${signUp.status()} ${await signUp.text()}`);
  await request.get(verifyLink(await latestMailTo(request, email)), { maxRedirects: 0 });
}

// Tokens last an hour: one sign-in per account per run keeps well under the sign-in rate limit.
const tokens = new Map<string, string>();

export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const response = await request.post('/auth/v1/token?grant_type=password', { headers: apikey, data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  const token = (await response.json()).access_token as string;
  tokens.set(email, token);
  return token;
}
