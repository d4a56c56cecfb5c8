import { describe, expect, it } from 'vitest';
import {
  cronNeverRunsReason,
  neverRunsReason,
  runGapProblem,
  SCHEDULE_NEVER_RUNS,
  storeSchedulersProblem,
} from './scheduler-limits.rules.js';

const at = (...minutes: number[]) => minutes.map((m) => new Date(Date.UTC(2026, 10, 24, 7, m)));

describe('a scheduler’s limits (issue 28)', () => {
  it('lets runs exactly 15 minutes apart through and refuses two 14 minutes apart', () => {
    expect(runGapProblem(at(0, 15, 30, 45, 60))).toBeNull();
    expect(runGapProblem(at(0, 60, 74, 120))).toBe(
      'Runs must be at least 15 minutes apart; this schedule has two runs 14 minutes apart.',
    );
    expect(runGapProblem(at(0, 1, 2))).toBe(
      'Runs must be at least 15 minutes apart; this schedule has two runs 1 minute apart.',
    );
  });

  it('has nothing to say of a single run or none', () => {
    expect(runGapProblem(at(0))).toBeNull();
    expect(runGapProblem([])).toBeNull();
  });

  it('lets a store have a 10th scheduler and refuses an 11th', () => {
    expect(storeSchedulersProblem(0)).toBeNull();
    expect(storeSchedulersProblem(9)).toBeNull();
    expect(storeSchedulersProblem(10)).toBe(
      'This store already has 10 schedulers, the most a store may have. Delete one first.',
    );
  });

  it('says why a day no named month has never comes', () => {
    expect(neverRunsReason('0 0 31 2 *')).toBe('This schedule never runs: February never has a 31st day.');
    expect(neverRunsReason('0 0 30,31 FEB ?')).toBe(
      'This schedule never runs: February never has a 30th or 31st day.',
    );
    expect(neverRunsReason('0 0 31 4,6,9,11 *')).toBe(
      'This schedule never runs: April, June, September and November never have a 31st day.',
    );
    // October has a 31st.
    expect(neverRunsReason('0 0 31 9-11 *')).toBe(SCHEDULE_NEVER_RUNS);
  });

  it('says only that it never runs when the fields do not say why', () => {
    // With a weekday the day is either-or: Mondays of February do come.
    expect(neverRunsReason('0 0 31 2 1')).toBe(SCHEDULE_NEVER_RUNS);
    expect(neverRunsReason('0 0 L 2 *')).toBe(SCHEDULE_NEVER_RUNS);
    expect(neverRunsReason('0 0 31 */2 *')).toBe(SCHEDULE_NEVER_RUNS);
    expect(neverRunsReason('0 0 29,31 2 *')).toBe('This schedule never runs.');
  });

  it('tells the screen a reason only when the fields settle it', () => {
    expect(cronNeverRunsReason('0 0 31 2 *')).toBe(
      'This schedule never runs: February never has a 31st day.',
    );
    expect(cronNeverRunsReason('0 0 29 2 *')).toBeNull();
    expect(cronNeverRunsReason('0 0 31 2 1')).toBeNull();
    expect(cronNeverRunsReason('0 0 31 * *')).toBeNull();
    expect(cronNeverRunsReason('0 7 * * *')).toBeNull();
  });
});
