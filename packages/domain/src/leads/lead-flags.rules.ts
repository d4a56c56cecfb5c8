import type { Lead, Mark } from './lead.schema.js';
import { isSmsBlocked, SMS_OPT_OUT } from './opt-out.rules.js';

/**
 * Lead flags toggled by calls (spec 1 §4, spec 2 §4) as pure updaters: each returns a copy of the lead
 * with one flag set and everything else untouched, so the service list, inbox and chat history can all
 * apply the same successful update.
 */
export type LeadFlags = Pick<
  Lead,
  'aiEnabled' | 'dtDialogEnabled' | 'appointmentSet' | 'conversationClosed' | 'responseReqd'
>;

export const withAiEnabled = <L extends Pick<LeadFlags, 'aiEnabled'>>(lead: L, aiEnabled: boolean): L => ({
  ...lead,
  aiEnabled,
});

/** Date-time dialogue enabled; disable and resume both land here. */
export const withDtDialogEnabled = <L extends Pick<LeadFlags, 'dtDialogEnabled'>>(
  lead: L,
  dtDialogEnabled: boolean,
): L => ({ ...lead, dtDialogEnabled });

export const withAppointmentSet = <L extends Pick<LeadFlags, 'appointmentSet'>>(
  lead: L,
  appointmentSet: boolean,
): L => ({ ...lead, appointmentSet });

export const withConversationClosed = <L extends Pick<LeadFlags, 'conversationClosed'>>(
  lead: L,
  conversationClosed: boolean,
): L => ({ ...lead, conversationClosed });

export const withResponseRequired = <L extends Pick<LeadFlags, 'responseReqd'>>(
  lead: L,
  responseReqd: boolean,
): L => ({ ...lead, responseReqd });

/** Adds the SMS_OPT_OUT mark once; marks that already block SMS come back unchanged. */
export function addSmsOptOut(marks: readonly Mark[]): readonly Mark[] {
  return isSmsBlocked(marks) ? marks : [...marks, { intentType: SMS_OPT_OUT, value: null }];
}

/** Removes every SMS_OPT_OUT mark, which unblocks SMS (spec 2 §4); other marks keep their order. */
export function removeSmsOptOut<M extends Pick<Mark, 'intentType'>>(marks: readonly M[]): readonly M[] {
  return marks.filter((mark) => mark.intentType !== SMS_OPT_OUT);
}

type OptOutShape = Pick<Lead, 'futureServiceInteractionMarks' | 'customerMarks' | 'customerMaster'>;

/**
 * Opting out marks the customer and sets block_sms on that record (spec 1 §4); opting back in removes the
 * mark wherever the lead carries it and clears block_sms, so the customer may be texted again.
 */
export function withSmsOptOut<L extends OptOutShape>(lead: L, optedOut: boolean): L {
  if (optedOut) {
    return {
      ...lead,
      customerMarks: [...addSmsOptOut(lead.customerMarks)],
      customerMaster: { ...lead.customerMaster, blockSms: true },
    };
  }
  return {
    ...lead,
    futureServiceInteractionMarks: [...removeSmsOptOut(lead.futureServiceInteractionMarks)],
    customerMarks: [...removeSmsOptOut(lead.customerMarks)],
    customerMaster: { ...lead.customerMaster, blockSms: false },
  };
}
