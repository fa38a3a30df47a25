/**
 * Sign-ins under way. /authorize records one, and the browser carries only its `state` (through
 * the provider) and a cookie; /callback spends it once. The cookie ties the callback to the
 * browser that started the flow: without it, someone could start a sign-in with their own
 * account and send the callback link to a victim, who would then work inside their account.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { authOauthFlows } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../secrets.ts';
import type { ProviderName } from './providers.ts';

// Long enough to pick an account and consent at the provider, short enough that a leaked state is stale.
export const FLOW_SECONDS = 600;
export const BROWSER_COOKIE = 'cj-oauth-browser';

export type FlowRow = typeof authOauthFlows.$inferSelect;
export type NewFlow = { provider: ProviderName; redirectTo: string; callbackUrl: string; browserSecret: string };

export async function startFlow(db: Db, flow: NewFlow): Promise<{ state: string; nonce: string; codeVerifier: string }> {
  // Flows abandoned at the provider are never spent: those past their time go here.
  await db.delete(authOauthFlows).where(lt(authOauthFlows.expiresAt, new Date()));
  const state = randomToken();
  const nonce = randomToken();
  const codeVerifier = randomToken(48);
  await db.insert(authOauthFlows).values({
    stateHash: sha256Hex(state),
    browserHash: sha256Hex(flow.browserSecret),
    provider: flow.provider,
    redirectTo: flow.redirectTo,
    callbackUrl: flow.callbackUrl,
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + FLOW_SECONDS * 1000),
  });
  return { state, nonce, codeVerifier };
}

export type SpentFlow = { flow: FlowRow; usable: boolean } | null;

/**
 * The flow named by `state`, deleted as it is read so that a callback works once. `usable` is
 * false when it expired or another browser presents it; its redirect_to is still worth knowing.
 */
export async function spendFlow(db: Db, state: unknown, browserSecret: string | null): Promise<SpentFlow> {
  if (typeof state !== 'string' || state === '') return null;
  const [flow] = await db
    .delete(authOauthFlows)
    .where(eq(authOauthFlows.stateHash, sha256Hex(state)))
    .returning();
  if (!flow) return null;
  const usable = flow.expiresAt.getTime() > Date.now() && browserSecret !== null && sha256Hex(browserSecret) === flow.browserHash;
  return { flow, usable };
}

/** The browser's binding secret from its Cookie header, when it has a well-formed one. */
export function browserSecretFrom(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && /^[A-Za-z0-9_-]{43}$/.test(value.join('='))) return value.join('=');
  }
  return null;
}

/** The Set-Cookie value: only for our auth paths, not readable by scripts, sent on the provider's redirect back (Lax). */
export function browserCookie(secret: string, secure: boolean): string {
  return `${BROWSER_COOKIE}=${secret}; Path=/auth/v1; Max-Age=${FLOW_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
