import type { Lead, Mark } from './lead.schema.js';

/** The mark that blocks SMS for a customer (spec 1 §4, spec 2 §4). */
export const SMS_OPT_OUT = 'SMS_OPT_OUT';

/** A mark with intentType SMS_OPT_OUT blocks SMS; removing it unblocks. */
export function isSmsBlocked(marks: readonly Pick<Mark, 'intentType'>[]): boolean {
  return marks.some((mark) => mark.intentType === SMS_OPT_OUT);
}

/** What isLeadSmsBlocked reads of a Lead (a repository may read just these facts). */
export type LeadSmsBlockFacts = {
  readonly customerMaster: Pick<Lead['customerMaster'], 'blockSms'>;
  readonly futureServiceInteractionMarks: readonly Pick<Mark, 'intentType'>[];
  readonly customerMarks: readonly Pick<Mark, 'intentType'>[];
};

/** A lead's customer may not be texted when any of its marks, or the customer record, says so. */
export function isLeadSmsBlocked(lead: LeadSmsBlockFacts): boolean {
  return (
    lead.customerMaster.blockSms ||
    isSmsBlocked(lead.futureServiceInteractionMarks) ||
    isSmsBlocked(lead.customerMarks)
  );
}

export const OPTED_OUT_MESSAGE = 'This customer has opted out of text messages.';
