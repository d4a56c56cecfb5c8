import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleLead, sampleMessageInstance } from '../testing/index.js';
import { customerName, LeadIdSchema, LeadPageSchema, LeadSchema } from './lead.schema.js';

describe('LeadSchema (spec 1 §3 future service interaction)', () => {
  it('parses a lead with its customer, vehicle, store and latest message', () => {
    const lead = sampleLead({
      latestMessage: sampleMessageInstance(),
      customerMarks: [{ intentType: 'SMS_CONSENT', value: null }],
    });
    expect(LeadSchema.parse(lead)).toEqual(lead);
  });

  it('refuses a customer without a first name, naming the field', () => {
    const lead = sampleLead();
    const result = LeadSchema.safeParse({
      ...lead,
      customerMaster: { ...lead.customerMaster, firstName: 42 },
    });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('customerMaster.firstName');
  });

  it('refuses a negative unread count, naming the field', () => {
    const result = LeadSchema.safeParse({ ...sampleLead(), totalUnreadCount: -1 });
    expect(result.error?.issues[0]?.path).toEqual(['totalUnreadCount']);
  });

  it('takes only positive integer ids', () => {
    expect(LeadIdSchema.safeParse(101).success).toBe(true);
    expect(LeadIdSchema.safeParse(0).success).toBe(false);
    expect(LeadIdSchema.safeParse(1.5).success).toBe(false);
  });

  it('parses a page of leads', () => {
    const page = { data: [sampleLead()], response: 'SUCCESS', total: 1, size: 50, page: 0 };
    expect(LeadPageSchema.parse(page)).toEqual(page);
    expect(LeadPageSchema.safeParse({ ...page, total: '1' }).error?.issues[0]?.path).toEqual(['total']);
  });

  it('names the customer by first and last name', () => {
    expect(customerName(sampleLead())).toBe('Maria Lopez');
  });
});
