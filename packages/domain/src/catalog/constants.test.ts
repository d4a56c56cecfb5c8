import { describe, expect, it } from 'vitest';
import {
  ADVISOR_DEFAULT,
  APPOINTMENT_SWIMLANE_FETCH,
  DASHBOARD_DEFAULT_TAB,
  DEBOUNCE_MS,
  EIGHT_HOURS_MS,
  ENTERPRISE_TAB_DEFAULT,
  FIRST_INTERACTION_MAKES,
  HONDA_SERVICE_PASS_MODELS,
  KNOWN_ENTERPRISE_IDS,
  LEAD_MANAGER_FETCH,
  MESSAGE_LIST_COMPANY_ID,
  SPECIAL_0K_PLANNER_ENTERPRISE,
} from './constants.js';

describe('business constants (spec 2 §9, spec 1 §9)', () => {
  it('has the fetch sizes', () => {
    expect(LEAD_MANAGER_FETCH).toEqual({ size: 500, page: 0 });
    expect(APPOINTMENT_SWIMLANE_FETCH).toEqual({ size: 100, page: 0 });
  });

  it('has the defaults and ids', () => {
    expect(EIGHT_HOURS_MS).toBe(8 * 60 * 60 * 1000);
    expect(ADVISOR_DEFAULT).toBe('ALL');
    expect(DASHBOARD_DEFAULT_TAB).toBe('SALES');
    expect(ENTERPRISE_TAB_DEFAULT).toBe('companyList');
    expect(KNOWN_ENTERPRISE_IDS).toEqual([2, 4, 5, 59, 7, 10, 67, 75, 48, 78]);
    expect(SPECIAL_0K_PLANNER_ENTERPRISE).toBe(29);
    expect(MESSAGE_LIST_COMPANY_ID).toBe('COM00000002');
    expect(DEBOUNCE_MS).toBe(500);
  });

  it('has the planner vehicle lists', () => {
    expect(HONDA_SERVICE_PASS_MODELS).toEqual([
      'Civic',
      'Ridgeline',
      'Odyssey',
      'Pilot',
      'Passport',
      'Hr-V',
      'Cr-V',
      'City',
    ]);
    expect(FIRST_INTERACTION_MAKES).toEqual(['GMC', 'Buick', 'Chev', 'CHEVROLET', 'Chevy']);
  });
});
