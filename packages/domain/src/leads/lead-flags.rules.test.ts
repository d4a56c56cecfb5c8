import { describe, expect, it } from 'vitest';
import { sampleLead } from '../testing/samples.js';
import {
  addSmsOptOut,
  removeSmsOptOut,
  withAiEnabled,
  withAppointmentSet,
  withConversationClosed,
  withDtDialogEnabled,
  withResponseRequired,
  withSmsOptOut,
} from './lead-flags.rules.js';
import { isLeadSmsBlocked, isSmsBlocked, SMS_OPT_OUT } from './opt-out.rules.js';

describe('lead flag updaters (spec 1 §4, spec 2 §4)', () => {
  const lead = sampleLead({
    aiEnabled: false,
    dtDialogEnabled: false,
    appointmentSet: false,
    conversationClosed: false,
    responseReqd: false,
  });

  it('sets one flag and leaves the rest of the lead alone', () => {
    expect(withAiEnabled(lead, true)).toEqual({ ...lead, aiEnabled: true });
    expect(withDtDialogEnabled(lead, true)).toEqual({ ...lead, dtDialogEnabled: true });
    expect(withAppointmentSet(lead, true)).toEqual({ ...lead, appointmentSet: true });
    expect(withConversationClosed(lead, true)).toEqual({ ...lead, conversationClosed: true });
    expect(withResponseRequired(lead, true)).toEqual({ ...lead, responseReqd: true });
  });

  it('does not change the lead it was given', () => {
    const before = JSON.parse(JSON.stringify(lead)) as unknown;
    withAiEnabled(lead, true);
    expect(lead).toEqual(before);
  });

  it('works on any shape carrying the flag', () => {
    expect(withAiEnabled({ id: 7, aiEnabled: true }, false)).toEqual({ id: 7, aiEnabled: false });
  });
});

describe('SMS opt-out marks (spec 2 §4)', () => {
  const tag = { intentType: 'DIFFERENT_DRIVER', value: 'yes' };

  it('adds one SMS_OPT_OUT mark, and only once', () => {
    const once = addSmsOptOut([tag]);
    expect(once).toEqual([tag, { intentType: SMS_OPT_OUT, value: null }]);
    expect(isSmsBlocked(once)).toBe(true);
    expect(addSmsOptOut(once)).toBe(once);
  });

  it('removes every SMS_OPT_OUT mark and keeps the others', () => {
    const optOut = { intentType: SMS_OPT_OUT, value: null };
    expect(removeSmsOptOut([optOut, tag, optOut])).toEqual([tag]);
    expect(removeSmsOptOut([tag])).toEqual([tag]);
  });

  it('opts a lead out and back in', () => {
    const textable = sampleLead();
    expect(isLeadSmsBlocked(textable)).toBe(false);
    const out = withSmsOptOut(textable, true);
    expect(isLeadSmsBlocked(out)).toBe(true);
    expect(out.customerMaster.blockSms).toBe(true);
    const back = withSmsOptOut(out, false);
    expect(isLeadSmsBlocked(back)).toBe(false);
  });

  it('opting out and back in touches only the SMS_OPT_OUT mark and block_sms (spec 1: "removing the mark unblocks it")', () => {
    const optOut = { intentType: SMS_OPT_OUT, value: null };
    const textable = sampleLead({ customerMarks: [tag], futureServiceInteractionMarks: [tag, optOut] });
    const out = withSmsOptOut(textable, true);
    expect(out.customerMarks).toEqual([tag, optOut]);
    expect(out.customerMaster).toEqual({ ...textable.customerMaster, blockSms: true });
    const back = withSmsOptOut({ ...out, futureServiceInteractionMarks: [tag, optOut] }, false);
    expect(back.customerMarks).toEqual([tag]);
    expect(back.futureServiceInteractionMarks).toEqual([tag]);
    expect(back.customerMaster).toEqual({ ...textable.customerMaster, blockSms: false });
  });
});
