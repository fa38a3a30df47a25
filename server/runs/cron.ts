/**
 * Collection schedules: which cron expressions are accepted, and when one fires next.
 *
 * pg-boss evaluates a schedule with cron-parser (non-strict, in UTC here) and sends at most one
 * job per minute, so only what it can honour is accepted: five fields (minute hour day-of-month
 * month day-of-week). A six-field form would name seconds pg-boss cannot keep, and cron-parser
 * quietly pads shorter forms ("5" reads as "every minute of Fridays"), so the count is checked
 * first. Hashed `H` values are refused too: without a fixed seed cron-parser draws a new random
 * value on every evaluation, so each cron pass would read a different time.
 */
import { CronExpressionParser } from 'cron-parser';

/** Schedules are kept and evaluated in UTC (the product stores no time zone for them). */
export const CRON_TIMEZONE = 'UTC';

const FIELDS = 'minute hour day-of-month month day-of-week';
const EXAMPLE = '"0 6 * * 1-5" (06:00 UTC on weekdays)';
export const MAX_PREVIEW_COUNT = 100;

/** A refused expression; the message is meant for the caller. */
export class CronScheduleError extends Error {}

const refuse = (why: string) => new CronScheduleError(`Invalid cron expression: ${why}`);

/** The expression trimmed to single spaces, when pg-boss can fire it; otherwise CronScheduleError. */
export function normalizeCron(raw: string): string {
  const fields = raw.trim().split(/\s+/).filter(Boolean);
  const expression = fields.join(' ');
  if (fields.length === 6) {
    throw refuse(
      `"${expression}" has six fields, but schedules fire at most once a minute and take no seconds field. Use five fields (${FIELDS}), for example ${EXAMPLE}.`,
    );
  }
  if (fields.length !== 5) throw refuse(`expected five fields (${FIELDS}), got ${fields.length}. For example ${EXAMPLE}.`);
  // Month and day-of-week names (jan, thu…) are aliases, not hashes: only a bare H is one.
  if (fields.some((field, i) => /H/.test(i >= 3 ? field.replace(/[a-z]{3}/gi, '') : field))) {
    throw refuse('random (H) values are not supported; name the minute and hour.');
  }
  try {
    // The same reading pg-boss makes; next() also refuses a date that never comes ("0 0 30 2 *").
    CronExpressionParser.parse(expression, { tz: CRON_TIMEZONE, strict: false }).next();
  } catch (error) {
    throw refuse((error as Error).message);
  }
  return expression;
}

/** The next `count` times (strictly after `from`) an accepted expression fires, for previews. */
export function nextFireTimes(expression: string, count = 5, from: Date = new Date()): Date[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PREVIEW_COUNT) {
    throw new RangeError(`count must be an integer between 1 and ${MAX_PREVIEW_COUNT}`);
  }
  const interval = CronExpressionParser.parse(normalizeCron(expression), { tz: CRON_TIMEZONE, strict: false, currentDate: from });
  return Array.from({ length: count }, () => interval.next().toDate());
}
