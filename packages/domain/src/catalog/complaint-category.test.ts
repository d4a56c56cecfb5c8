import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES, complaintCategoryMeaning } from './complaint-category.js';

describe('complaint categories (spec 2 §9)', () => {
  it('are CC, CQ, TU and VI with their classification meanings', () => {
    expect(COMPLAINT_CATEGORIES).toEqual(['CC', 'CQ', 'TU', 'VI']);
    expect(complaintCategoryMeaning('CC')).toBe('Customer complaint');
    expect(complaintCategoryMeaning('CQ')).toBe('Customer question');
    expect(complaintCategoryMeaning('TU')).toBe('Tag update');
    expect(complaintCategoryMeaning('VI')).toBe('Vehicle issue');
  });

  it('knows no other category', () => {
    expect(complaintCategoryMeaning('MISC')).toBeUndefined();
  });
});
