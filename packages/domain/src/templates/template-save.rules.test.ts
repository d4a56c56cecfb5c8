import { describe, expect, it } from 'vitest';
import { CustomTemplateSchema, templateSaveAction, templateSaveRequest } from './template-save.rules.js';

const draft = { title: 'Service due', body: 'Hi\nThanks', serviceType: 'OIL_CHANGE', enterpriseId: 5 };

describe('template save (spec 1 §5, spec 2 §5)', () => {
  it('updates when templateId exists, otherwise adds', () => {
    expect(templateSaveAction({ templateId: 12 })).toBe('update');
    expect(templateSaveAction({ templateId: 0 })).toBe('update');
    expect(templateSaveAction({ templateId: null })).toBe('add');
    expect(templateSaveAction({})).toBe('add');
  });

  it('stores the body with br tags on save', () => {
    expect(templateSaveRequest({ ...draft, templateId: 12 })).toEqual({
      action: 'update',
      template: { ...draft, templateId: 12, body: 'Hi<br>Thanks' },
    });
    expect(templateSaveRequest(draft).action).toBe('add');
  });

  it('parses a custom template from the server', () => {
    expect(CustomTemplateSchema.parse({ id: 3, templateId: 3, ...draft })).toMatchObject({ templateId: 3 });
    expect(CustomTemplateSchema.safeParse({ ...draft, enterpriseId: 'five' }).success).toBe(false);
  });
});
