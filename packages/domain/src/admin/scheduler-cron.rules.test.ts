import { describe, expect, it } from 'vitest';
import { CRON_NEEDS_FIVE_FIELDS, cronShapeProblem, describeCron } from './scheduler-cron.rules.js';

describe('a scheduler cron', () => {
  it('has five fields: a sixth (seconds) would run more than once a minute', () => {
    expect(cronShapeProblem('* * * * *')).toBeNull();
    expect(cronShapeProblem('*/5 * * * * *')).toBe(CRON_NEEDS_FIVE_FIELDS);
    expect(cronShapeProblem('0 2 * *')).toBe(CRON_NEEDS_FIVE_FIELDS);
    expect(cronShapeProblem('   ')).toBe(CRON_NEEDS_FIVE_FIELDS);
  });

  it('reads the common shapes in plain words', () => {
    expect(describeCron('* * * * *')).toBe('Every minute');
    expect(describeCron('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeCron('5 * * * *')).toBe('Every hour at minute 5');
    expect(describeCron('0 2 * * *')).toBe('Every day at 02:00');
    expect(describeCron('30 7 * * 1')).toBe('Every Monday at 07:30');
    expect(describeCron('30 7 * * 7')).toBe('Every Sunday at 07:30');
    expect(describeCron('0 18 * * 1-5')).toBe('Every weekday at 18:00');
    expect(describeCron('0 6 1 * *')).toBe('On day 1 of every month at 06:00');
  });

  it('reads any other schedule back field by field rather than guessing', () => {
    expect(describeCron('0 8-17 * * 1-5')).toBe('Minute 0, hour 8-17, day *, month *, weekday 1-5');
  });
});
