import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleAssistant } from '../testing/index.js';
import { AssistantPageSchema, AssistantSchema, assistantName } from './assistant.schema.js';

describe('AssistantSchema (spec 1 §3 assistant)', () => {
  it('parses an assistant, with or without a phone number', () => {
    expect(AssistantSchema.parse(sampleAssistant())).toEqual(sampleAssistant());
    expect(AssistantSchema.parse(sampleAssistant({ agentPhoneNumber: null })).agentPhoneNumber).toBeNull();
  });

  it('refuses an assistant without a first name, naming the field', () => {
    const { agentFirstName: _name, ...rest } = sampleAssistant();
    const result = AssistantSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('agentFirstName');
  });

  it('parses the list envelope', () => {
    const page = { data: [sampleAssistant()], response: 'SUCCESS', total: 1, size: 10, page: 0 };
    expect(AssistantPageSchema.parse(page)).toEqual(page);
  });

  it('names the assistant by first and last name', () => {
    expect(assistantName(sampleAssistant())).toBe('Ava Assist');
    expect(assistantName(sampleAssistant({ agentLastName: '' }))).toBe('Ava');
  });
});
