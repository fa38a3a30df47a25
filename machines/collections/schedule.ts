/**
 * A collection's schedule as people read it: a five-field cron expression (minute, hour, day of
 * month, month, day of week), the presets the schedule editor offers, and the expression in
 * words for the list. Schedules run in UTC (pg-boss's default time zone), so the words say so.
 *
 * The full check of an expression (ranges, names, steps) and its next times are cron-parser's,
 * wired in src/; this file stays pure so the machines can use it.
 */

export const SCHEDULE_TIME_ZONE = 'UTC';

export interface SchedulePreset {
  label: string;
  cron: string;
}

export const SCHEDULE_PRESETS: readonly SchedulePreset[] = [
  { label: 'Every hour', cron: '0 * * * *' },
  { label: 'Every day at 9:00', cron: '0 9 * * *' },
  { label: 'Every weekday at 9:00', cron: '0 9 * * 1-5' },
  { label: 'Every Monday at 9:00', cron: '0 9 * * 1' },
  { label: 'Every month on the 1st at 9:00', cron: '0 9 1 * *' },
];

const FIELD = /^[\d*,/\-A-Za-z?LW#]+$/;

/** The expression split into its fields, or null when it is not five fields of cron characters. */
export function cronFields(expression: string): string[] | null {
  const fields = expression.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field) => FIELD.test(field)) ? fields : null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NUMBER = /^\d+$/;

const pad = (value: string) => value.padStart(2, '0');

/** 'Monday', 'Monday and Friday', 'weekday', or null for anything but plain day numbers. */
function daysInWords(field: string): string | null {
  if (field === '1-5') return 'weekday';
  const days = field.split(',');
  if (!days.every((day) => NUMBER.test(day) && Number(day) <= 7)) return null;
  const names = days.map((day) => DAY_NAMES[Number(day) % 7]!);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function ordinal(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

/** The common shapes in words; null for any other expression. */
function commonShape([minute, hour, dayOfMonth, month, dayOfWeek]: string[]): string | null {
  if (month !== '*') return null;
  const everyDay = dayOfMonth === '*' && dayOfWeek === '*';
  if (everyDay && hour === '*') {
    if (minute === '*') return 'Every minute';
    if (/^\*\/\d+$/.test(minute)) return `Every ${minute.slice(2)} minutes`;
    if (minute === '0') return 'Every hour';
    if (NUMBER.test(minute)) return `Every hour at minute ${Number(minute)}`;
    return null;
  }
  if (!NUMBER.test(minute)) return null;
  if (everyDay && /^\*\/\d+$/.test(hour)) return `Every ${hour.slice(2)} hours at minute ${Number(minute)}`;
  if (!NUMBER.test(hour)) return null;
  const time = `${pad(hour)}:${pad(minute)}`;
  if (everyDay) return `Every day at ${time}`;
  if (dayOfMonth === '*') {
    const days = daysInWords(dayOfWeek);
    return days && `Every ${days} at ${time}`;
  }
  if (dayOfWeek === '*' && NUMBER.test(dayOfMonth)) return `Every month on the ${ordinal(Number(dayOfMonth))} at ${time}`;
  return null;
}

/** The list's "schedule in words": 'Not scheduled', 'Every Monday at 09:00 (UTC)', or the expression itself. */
export function describeSchedule(schedule: string | null): string {
  if (schedule === null || schedule.trim() === '') return 'Not scheduled';
  const fields = cronFields(schedule);
  const words = fields && commonShape(fields);
  return words ? `${words} (${SCHEDULE_TIME_ZONE})` : `Cron ${schedule.trim()} (${SCHEDULE_TIME_ZONE})`;
}
