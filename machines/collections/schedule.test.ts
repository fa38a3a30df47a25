import { describe, expect, it } from 'vitest';
import { cronFields, describeSchedule, SCHEDULE_PRESETS } from './schedule';

describe('describeSchedule', () => {
  it.each([
    [null, 'Not scheduled'],
    ['  ', 'Not scheduled'],
    ['* * * * *', 'Every minute (UTC)'],
    ['*/15 * * * *', 'Every 15 minutes (UTC)'],
    ['0 * * * *', 'Every hour (UTC)'],
    ['30 * * * *', 'Every hour at minute 30 (UTC)'],
    ['5 */6 * * *', 'Every 6 hours at minute 5 (UTC)'],
    ['0 9 * * *', 'Every day at 09:00 (UTC)'],
    ['30 17 * * 1', 'Every Monday at 17:30 (UTC)'],
    ['0 9 * * 0', 'Every Sunday at 09:00 (UTC)'],
    ['0 9 * * 7', 'Every Sunday at 09:00 (UTC)'],
    ['0 9 * * 1-5', 'Every weekday at 09:00 (UTC)'],
    ['0 9 * * 1,3,5', 'Every Monday, Wednesday and Friday at 09:00 (UTC)'],
    ['0 9 1 * *', 'Every month on the 1st at 09:00 (UTC)'],
    ['0 9 22 * *', 'Every month on the 22nd at 09:00 (UTC)'],
    ['0 9 13 * *', 'Every month on the 13th at 09:00 (UTC)'],
    // Anything else reads as the expression itself.
    ['0 9 * 1 *', 'Cron 0 9 * 1 * (UTC)'],
    ['0 9 1 * 1', 'Cron 0 9 1 * 1 (UTC)'],
    ['0 9 * * MON', 'Cron 0 9 * * MON (UTC)'],
    [' 0  9 * * * ', 'Every day at 09:00 (UTC)'],
  ])('%j reads %j', (schedule, words) => {
    expect(describeSchedule(schedule)).toBe(words);
  });

  it('reads every preset as its label says', () => {
    expect(SCHEDULE_PRESETS.map((preset) => describeSchedule(preset.cron))).toEqual([
      'Every hour (UTC)',
      'Every day at 09:00 (UTC)',
      'Every weekday at 09:00 (UTC)',
      'Every Monday at 09:00 (UTC)',
      'Every month on the 1st at 09:00 (UTC)',
    ]);
  });
});

describe('cronFields', () => {
  it('takes five fields of cron characters only', () => {
    expect(cronFields('0 9 * * 1-5')).toEqual(['0', '9', '*', '*', '1-5']);
    expect(cronFields('0 0 9 * * *')).toBeNull();
    expect(cronFields('0 9 * *')).toBeNull();
    expect(cronFields('at nine')).toBeNull();
    expect(cronFields('0 9 * * $')).toBeNull();
  });
});
