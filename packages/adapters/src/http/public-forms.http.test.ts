import {
  AUTO_RESPONSE_PROBLEM,
  LEAD_SUBMIT_FAILED,
  type EmailAutoResponse,
  type LeadSubmission,
} from '@torque/domain';
import { InMemoryEmailAutoResponseGateway, InMemoryLeadSubmissionGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  bodyOf,
  createFakeServer,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { emailAutoResponseContract, leadSubmissionContract } from '../contract-suites/public-forms.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpEmailAutoResponseGateway, HttpLeadSubmissionGateway } from './public-forms.http.js';

let current: FakeServer | undefined;

function submissionSubject() {
  const server = new InMemoryLeadSubmissionGateway();
  current = createFakeServer({
    submitLead: async (call) => acknowledgement(await server.submit(bodyOf<LeadSubmission>(call))),
  });
  return { gateway: new HttpLeadSubmissionGateway(current.publicApi), server };
}

function autoResponseSubject() {
  const server = new InMemoryEmailAutoResponseGateway();
  current = createFakeServer({
    emailAutoResponse: async ({ query }) =>
      acknowledgement(await server.record(query as unknown as EmailAutoResponse)),
  });
  return { gateway: new HttpEmailAutoResponseGateway(current.publicApi), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  // Public calls never carry the session's token, though a user is signed in.
  expect(current?.calls.every((call) => !call.headers.has('authorization')) ?? true).toBe(true);
  current = undefined;
});

leadSubmissionContract(submissionSubject);
emailAutoResponseContract(autoResponseSubject);

describe('public form failures', () => {
  it("reads a 500 as the page's sentence rather than the central notice", async () => {
    const submit = await new HttpLeadSubmissionGateway(rawAnswer(500, {}).publicApi).submit({
      firstName: 'A',
      lastName: 'B',
      customerPhoneNumber: '+15551234567',
      storePhoneNumber: '+15557654321',
      message: 'Hi',
    });
    expect(submit.ok ? undefined : submit.error.message).toBe(LEAD_SUBMIT_FAILED);
    const record = await new HttpEmailAutoResponseGateway(rawAnswer(500, {}).publicApi).record({
      token: 't',
      from: 'a',
      to: 'b',
      subject: 's',
      message: 'm',
      key: 'k',
    });
    expect(record.ok ? undefined : record.error.message).toBe(AUTO_RESPONSE_PROBLEM);
  });

  it("adds the server's retry hint to 'Lead Failed to Submit.' when the form is rate-limited (429)", async () => {
    const hint = 'Too many lead submissions from this address. Please try again in 40 seconds.';
    const submission = {
      firstName: 'A',
      lastName: 'B',
      customerPhoneNumber: '+15551234567',
      storePhoneNumber: '+15557654321',
      message: 'Hi',
    };
    const limited = await new HttpLeadSubmissionGateway(
      rawAnswer(429, { statusCode: 429, message: hint }).publicApi,
    ).submit(submission);
    expect(limited.ok ? undefined : limited.error.message).toBe(`${LEAD_SUBMIT_FAILED} ${hint}`);
    // Any other refusal keeps the page's one sentence, whatever the server said.
    const refused = await new HttpLeadSubmissionGateway(
      rawAnswer(400, { statusCode: 400, message: 'Invalid Number' }).publicApi,
    ).submit(submission);
    expect(refused.ok ? undefined : refused.error.message).toBe(LEAD_SUBMIT_FAILED);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpLeadSubmissionGateway(rawAnswer(200, { message: 7 }).publicApi).submit({
      firstName: 'A',
      lastName: 'B',
      customerPhoneNumber: '+15551234567',
      storePhoneNumber: '+15557654321',
      message: 'Hi',
    });
    expect(result.ok ? '' : result.error.message).toContain('(message)');
  });
});
