import { describe, expect, it } from 'vitest';
import { SCHEDULE_PRESETS } from '../../../machines/collections/schedule';
import { isValidSchedule, nextRuns } from './cron';
import { formatRunDate, formatScheduleTime } from './runFormat';

/** A Sunday, 10:00 UTC. */
const SUNDAY = new Date('2026-11-22T10:00:00.000Z');
const iso = (dates: Date[] | null) => dates?.map((date) => date.toISOString());

describe('nextRuns (cron-parser, in UTC)', () => {
  it('gives the next five times of a schedule', () => {
    expect(iso(nextRuns('0 9 * * 1', SUNDAY))).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
      '2026-12-07T09:00:00.000Z',
      '2026-12-14T09:00:00.000Z',
      '2026-12-21T09:00:00.000Z',
    ]);
    expect(iso(nextRuns('0 * * * *', SUNDAY, 2))).toEqual(['2026-11-22T11:00:00.000Z', '2026-11-22T12:00:00.000Z']);
    expect(iso(nextRuns('*/20 9-10 * * 1-5', SUNDAY, 3))).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:20:00.000Z',
      '2026-11-23T09:40:00.000Z',
    ]);
    expect(iso(nextRuns('0 9 1 * *', SUNDAY, 1))).toEqual(['2026-12-01T09:00:00.000Z']);
  });

  it('accepts every preset', () => {
    for (const preset of SCHEDULE_PRESETS) expect(nextRuns(preset.cron, SUNDAY)).toHaveLength(5);
  });

  it('refuses what is not a five-field expression, seconds included', () => {
    const bads = [
      '',
      'every day',
      '0 0 9 * * *',
      '0 9 * *',
      '61 9 * * *',
      '0 25 * * *',
      '0 9 32 * *',
      '0 9 * 13 *',
      '0 9 * * 8',
      'H 9 * * *',
      '0 0 30 2 *',
    ];
    for (const bad of bads) {
      expect(nextRuns(bad, SUNDAY), bad).toBeNull();
      expect(isValidSchedule(bad), bad).toBe(false);
    }
    expect(isValidSchedule('0 9 * * MON')).toBe(true);
    expect(isValidSchedule('0 9 * * THU')).toBe(true);
  });
});

describe('run dates', () => {
  it("read as day, month, year with time: '21 Nov 2026, 14:05'", () => {
    expect(formatRunDate('2026-11-21T14:05:00.000Z', 'UTC')).toBe('21 Nov 2026, 14:05');
    expect(formatRunDate('2026-11-21T14:05:00.000Z', 'Europe/Berlin')).toBe('21 Nov 2026, 15:05');
    expect(formatScheduleTime(new Date('2026-11-23T09:00:00.000Z'), 'UTC')).toBe('Mon, 23 Nov 2026, 09:00');
  });
});
