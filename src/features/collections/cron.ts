/**
 * The full check of a schedule and its next times, with cron-parser read as the server reads it
 * (pg-boss schedules with it, non-strict, in UTC), so the preview agrees with what will run.
 * Refused like the server refuses: anything but five fields (cron-parser also reads six, with
 * seconds, and pads shorter forms), and hashed `H` values, which cron-parser re-draws at random.
 */
import { CronExpressionParser } from 'cron-parser';
import { cronFields, SCHEDULE_TIME_ZONE } from '../../../machines/collections/schedule';

/** Month and day-of-week names (jan, thu...) are aliases, not hashes: only a bare H is one. */
const hasHash = (fields: string[]) => fields.some((field, index) => /H/.test(index >= 3 ? field.replace(/[a-z]{3}/gi, '') : field));

/** The next `count` times the expression fires after `from`, or null when it is not a valid schedule. */
export function nextRuns(expression: string, from: Date, count = 5): Date[] | null {
  const fields = cronFields(expression);
  if (!fields || hasHash(fields)) return null;
  try {
    const parsed = CronExpressionParser.parse(fields.join(' '), { currentDate: from, tz: SCHEDULE_TIME_ZONE, strict: false });
    return parsed.take(count).map((date) => date.toDate());
  } catch {
    return null;
  }
}

export function isValidSchedule(expression: string): boolean {
  return nextRuns(expression, new Date(), 1) !== null;
}
