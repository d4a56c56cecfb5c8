import { describe, expect, it } from 'vitest';
import { PLANNER_RUNS } from './planner-run.rules.js';
import {
  plannerRunLabel,
  isPlannerChoice,
  PLANNER_OPTIONS,
  plannerDateForDisplay,
  plannerDateToRequest,
} from './planner-choice.rules.js';

describe('the planner picker', () => {
  it('offers every GET planner and the four POSTed ones, labelled from the service type catalogue', () => {
    const values = PLANNER_OPTIONS.map((option) => option.value);
    expect(values).toEqual([
      ...PLANNER_RUNS,
      'honda-old-model',
      'honda-service-pass',
      'first-service',
      'state-inspection',
    ]);
    const label = (value: string) => PLANNER_OPTIONS.find((option) => option.value === value)?.label;
    expect(label('10K')).toBe('10K');
    expect(label('check-up')).toBe('Check-up (90-day new)');
    expect(label('honda-service-pass')).toBe('Honda service pass');
    expect(label('state-inspection')).toBe('State inspection');
    expect(new Set(PLANNER_OPTIONS.map((option) => option.label)).size).toBe(PLANNER_OPTIONS.length);
    expect(isPlannerChoice('10K')).toBe(true);
    expect(isPlannerChoice('11K')).toBe(false);
  });

  it('sends a date typed DD/MM/YYYY as DD.MM.YYYY, and refuses one that is not a date', () => {
    expect(plannerDateToRequest(' 02/05/2026 ')).toBe('02.05.2026');
    expect(plannerDateToRequest('')).toBe('');
    expect(plannerDateToRequest('31/02/2026')).toBeUndefined();
    expect(plannerDateToRequest('2026-05-02')).toBeUndefined();
    expect(plannerDateForDisplay('30.11.2026')).toBe('30/11/2026');
    expect(plannerDateForDisplay(null)).toBe('');
  });
});

describe('plannerRunLabel', () => {
  it('names a run as the picker does, and the error alerts the picker lacks in words', () => {
    const tenK = PLANNER_OPTIONS.find((option) => option.value === '10K');
    expect(plannerRunLabel('10K')).toBe(tenK?.label);
    expect(plannerRunLabel('toyota-error-alert')).toBe('Toyota error alert');
  });
});
