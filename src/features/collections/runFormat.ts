/**
 * How runs read on the Test suites and Overview screens. Spec section 9: "dates shown as day,
 * month, year with time", e.g. '21 Nov 2026, 14:05', in the reader's time zone unless told.
 */
import type { RunStatus } from '../../../machines/collections/runGroups';
import { RUN_STATUS_LABELS } from '../../../machines/testRuns/runStatus';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone]);
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** '21 Nov 2026, 14:05'. */
export function formatRunDate(date: string | Date, timeZone?: string): string {
  return format(DATE_TIME, timeZone).format(new Date(date));
}

/** 'Mon, 23 Nov 2026, 09:00': the schedule preview names the weekday too. */
export function formatScheduleTime(date: Date, timeZone?: string): string {
  return format({ weekday: 'short', ...DATE_TIME }, timeZone).format(date);
}

/** '21 Nov': the chart's day labels (days are UTC days). */
export function formatChartDay(day: string): string {
  return format({ day: 'numeric', month: 'short' }, 'UTC').format(new Date(`${day}T00:00:00Z`));
}

/** How a run status reads (one table for every screen: machines/testRuns/runStatus.ts). */
export const statusLabel = (status: RunStatus): string => RUN_STATUS_LABELS[status] ?? status;
