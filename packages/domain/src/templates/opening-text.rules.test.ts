import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOW_UP_BODY, DEFAULT_OPENING_BODY, openingTemplateBody } from './opening-text.rules.js';

describe('openingTemplateBody (issue 14: the first text comes from the service type template)', () => {
  it("prefers the office's template, then the company's, then the enterprise group's", () => {
    const group = { source: 'group', body: 'group' } as const;
    const company = { source: 'company', body: 'company' } as const;
    const store = { source: 'store', body: 'store' } as const;
    expect(openingTemplateBody([group, company, store])).toBe('store');
    expect(openingTemplateBody([group, company])).toBe('company');
    expect(openingTemplateBody([group])).toBe('group');
  });

  it('skips blank templates and falls back to a default that is never blank', () => {
    expect(openingTemplateBody([{ source: 'store', body: '  ' }])).toBe(DEFAULT_OPENING_BODY);
    expect(openingTemplateBody([], DEFAULT_FOLLOW_UP_BODY)).toBe(DEFAULT_FOLLOW_UP_BODY);
  });
});
