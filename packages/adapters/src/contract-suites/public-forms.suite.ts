import {
  AUTO_RESPONSE_PROBLEM,
  LEAD_SUBMIT_FAILED,
  type EmailAutoResponseGateway,
  type LeadSubmissionGateway,
} from '@torque/domain';
import type { InMemoryEmailAutoResponseGateway, InMemoryLeadSubmissionGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type LeadSubmissionSubject = {
  readonly gateway: LeadSubmissionGateway;
  readonly server: InMemoryLeadSubmissionGateway;
};

const submission = {
  firstName: 'Maria',
  lastName: 'Lopez',
  customerPhoneNumber: '+15551234567',
  storePhoneNumber: '+15557654321',
  message: 'I would like to schedule an appointment please',
};

export function leadSubmissionContract(makeSubject: () => LeadSubmissionSubject): void {
  describe('LeadSubmissionGateway contract', () => {
    it('hands the submission to the dealership', async () => {
      const { gateway, server } = makeSubject();
      expect(await gateway.submit(submission)).toEqual({ ok: true, value: undefined });
      expect(server.submissions).toEqual([submission]);
    });

    it("reads any refusal as 'Lead Failed to Submit.'", async () => {
      const { gateway, server } = makeSubject();
      server.failNext();
      const refused = await gateway.submit(submission);
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        message: LEAD_SUBMIT_FAILED,
        status: 500,
      });
      expect(server.submissions).toEqual([]);
    });
  });
}

export type EmailAutoResponseSubject = {
  readonly gateway: EmailAutoResponseGateway;
  readonly server: InMemoryEmailAutoResponseGateway;
};

const response = {
  token: 'tok-1',
  from: 'maria.lopez@example.com',
  to: 'service@torque.demo',
  subject: 'Re: your 5K service',
  message: 'Yes please',
  key: 'YES',
};

export function emailAutoResponseContract(makeSubject: () => EmailAutoResponseSubject): void {
  describe('EmailAutoResponseGateway contract', () => {
    it("records the customer's answer to an e-mail the server sent", async () => {
      const { gateway, server } = makeSubject();
      server.issue('tok-1');
      expect((await gateway.record({ ...response, emailId: 'E1' })).ok).toBe(true);
      expect(server.responses).toEqual([{ ...response, emailId: 'E1' }]);
    });

    it("reads a refusal as 'There is some problem. Please try after some time.'", async () => {
      const { gateway } = makeSubject();
      const refused = await gateway.record({ ...response, token: 'forged' });
      expect(refused.ok ? undefined : refused.error.message).toBe(AUTO_RESPONSE_PROBLEM);
    });
  });
}
