/**
 * Rate limits on sign-in, sign-up, recover, resend and check_user_exists: fixed windows counted
 * per e-mail address and per client address, in the database so that every server process
 * shares them.
 */
import { sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { authRateLimits } from '../db/schema.ts';
import { overRateLimit } from './errors.ts';
import { sha256Hex } from './secrets.ts';

export type RateLimitedAction = 'sign_in' | 'sign_up' | 'recover' | 'resend' | 'mfa_verify' | 'oauth' | 'check_user';

export type RateLimiter = {
  /** Counts one attempt; throws 429 over_request_rate_limit once either count is over its limit. */
  hit(action: RateLimitedAction, who: { email?: string | null; ip: string }): Promise<void>;
};

export function createRateLimiter(db: Db, config: RateLimitConfig): RateLimiter {
  const expired = sql`${authRateLimits.windowStartedAt} <= now() - make_interval(secs => ${config.windowSeconds})`;

  async function count(key: string): Promise<number> {
    // In ON CONFLICT's SET, column names read the stored row: an expired window starts over.
    const [row] = await db
      .insert(authRateLimits)
      .values({ key, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: authRateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${authRateLimits.windowStartedAt} end`,
        },
      })
      .returning({ hits: authRateLimits.hits });
    return row.hits;
  }

  return {
    async hit(action, { email, ip }) {
      // E-mail addresses are kept only as hashes here: this table also sees addresses nobody owns.
      const byEmail = email ? await count(`${action}:email:${sha256Hex(email)}`) : 0;
      const byIp = await count(`${action}:ip:${ip}`);
      if (Math.random() < 0.01) {
        // Now and then, forget windows that are over, so the table stays small.
        await db.delete(authRateLimits).where(expired);
      }
      if (byEmail > config.perEmail || byIp > config.perIp) throw overRateLimit();
    },
  };
}
