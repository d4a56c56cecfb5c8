import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleMessageInstance } from '../testing/index.js';
import {
  isFromCustomer,
  isInternal,
  MessageInstanceSchema,
  MessagePageSchema,
} from './message-instance.schema.js';

describe('MessageInstanceSchema (spec 1 §3)', () => {
  it('parses a message as the server sends it', () => {
    const message = sampleMessageInstance({
      errors: 'Carrier rejected',
      mediaUrls: ['https://cdn.example.com/a.jpg'],
    });
    expect(MessageInstanceSchema.parse(message)).toEqual(message);
  });

  it('rejects an unknown direction, naming the field', () => {
    const result = MessageInstanceSchema.safeParse({ ...sampleMessageInstance(), direction: 'OUTBOUND' });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('direction');
  });

  it('rejects a missing id, naming the field', () => {
    const { id: _id, ...withoutId } = sampleMessageInstance();
    const result = MessageInstanceSchema.safeParse(withoutId);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id']);
  });

  it('parses a page of messages and names the index of a bad one', () => {
    const page = { data: [sampleMessageInstance()], response: 'SUCCESS', total: 1, size: 50, page: 0 };
    expect(MessagePageSchema.parse(page)).toEqual(page);
    const bad = MessagePageSchema.safeParse({
      ...page,
      data: [{ ...sampleMessageInstance(), archived: 'no' }],
    });
    expect(bad.error?.issues[0]?.path).toEqual(['data', 0, 'archived']);
  });
});

describe('message kinds', () => {
  it('counts only RECEIVED messages as from the customer', () => {
    expect(isFromCustomer({ direction: 'RECEIVED' })).toBe(true);
    expect(isFromCustomer({ direction: 'SEND' })).toBe(false);
    expect(isFromCustomer({ direction: 'SENT' })).toBe(false);
  });

  it('counts INTERNAL and INTERNAL_NOTES as internal', () => {
    expect(isInternal({ messageType: 'INTERNAL' })).toBe(true);
    expect(isInternal({ messageType: 'INTERNAL_NOTES' })).toBe(true);
    expect(isInternal({ messageType: 'SMS' })).toBe(false);
    expect(isInternal({ messageType: 'EMAIL' })).toBe(false);
  });
});
