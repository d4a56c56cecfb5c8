import { replyInLanguage } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { LEAD_FORM_FIRST_TEXT, LEAD_FORM_FIRST_TEXT_NO_AGENT } from './lead-form-reply.js';

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\$\{[a-zA-Z.]+\}/g)].map((found) => found[0]).sort();

// Issue 31: a lead form from a customer texted in Spanish is answered in Spanish.
describe("the lead form's first text per language", () => {
  it.each([LEAD_FORM_FIRST_TEXT, LEAD_FORM_FIRST_TEXT_NO_AGENT])('has a Spanish version: %s', (english) => {
    const spanish = replyInLanguage(english, 'es');
    expect(spanish).not.toBe(english);
    expect(spanish).toContain('Responda STOP');
    expect(placeholders(spanish)).toEqual(placeholders(english));
    expect(replyInLanguage(english, 'en')).toBe(english);
  });
});
