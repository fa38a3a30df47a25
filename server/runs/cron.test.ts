import { describe, expect, it } from 'vitest';
import { CronScheduleError, nextFireTimes, normalizeCron } from './cron.ts';

describe('normalizeCron', () => {
  it.each([
    ['* * * * *', '* * * * *'],
    ['  0  6 * *   1-5 ', '0 6 * * 1-5'],
    ['*/15 9-17 * jan-mar mon,THU', '*/15 9-17 * jan-mar mon,THU'],
    ['0 9 * * 1#2', '0 9 * * 1#2'],
  ])('accepts %j as %j', (raw, normalized) => {
    expect(normalizeCron(raw)).toBe(normalized);
  });

  it.each([
    ['0 * * * * *', /six fields.*no seconds field/],
    ['* * *', /expected five fields .* got 3/],
    ['5', /expected five fields .* got 1/],
    ['@daily', /expected five fields .* got 1/],
    ['H * * * *', /random \(H\) values/],
    ['61 * * * *', /expected range 0-59/],
    ['*/0 * * * *', /cannot repeat/],
    ['0 0 31 2 *', /day of month/],
    ['every day', /expected five fields/],
    ['a b c d e', /Invalid cron expression: /],
  ])('refuses %j', (raw, why) => {
    expect(() => normalizeCron(raw)).toThrow(CronScheduleError);
    expect(() => normalizeCron(raw)).toThrow(/^Invalid cron expression: /);
    expect(() => normalizeCron(raw)).toThrow(why);
  });
});

describe('nextFireTimes', () => {
  const from = new Date('2025-03-14T10:07:30Z');

  it('lists the next fire times in UTC, strictly after the reference', () => {
    expect(nextFireTimes('*/15 * * * *', 3, from).map((d) => d.toISOString())).toEqual([
      '2025-03-14T10:15:00.000Z',
      '2025-03-14T10:30:00.000Z',
      '2025-03-14T10:45:00.000Z',
    ]);
    // Friday the 14th, after 06:00: next weekday mornings are Monday and Tuesday.
    expect(nextFireTimes('0 6 * * 1-5', 2, from).map((d) => d.toISOString())).toEqual(['2025-03-17T06:00:00.000Z', '2025-03-18T06:00:00.000Z']);
    const onTheDot = new Date('2025-03-14T10:15:00Z');
    expect(nextFireTimes('*/15 * * * *', 1, onTheDot)[0].toISOString()).toBe('2025-03-14T10:30:00.000Z');
  });

  it('defaults to five times from now', () => {
    const times = nextFireTimes('* * * * *');
    expect(times).toHaveLength(5);
    expect(times[0].getTime()).toBeGreaterThan(Date.now());
    expect(times[0].getUTCSeconds()).toBe(0);
  });

  it('refuses a bad expression or count', () => {
    expect(() => nextFireTimes('0 * * * * *', 3, from)).toThrow(CronScheduleError);
    expect(() => nextFireTimes('* * * * *', 0, from)).toThrow(RangeError);
    expect(() => nextFireTimes('* * * * *', 101, from)).toThrow(RangeError);
  });
});
