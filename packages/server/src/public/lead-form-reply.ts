/**
 * The assistant's first text after a lead form (spec 1 §1: the assistant texts vehicle owners about
 * appointments; the wording is ours). Placeholders are the template language of spec 1 §3.
 */
export const LEAD_FORM_FIRST_TEXT =
  'Hi ${lead.contact.firstName}, this is ${lead.agent.agentFirstName} at ${lead.office.name}. ' +
  'Thanks for asking to book an appointment! What day and time work best for you? Reply STOP to opt out.';

/** When the store has no assistant, the text still names the store. */
export const LEAD_FORM_FIRST_TEXT_NO_AGENT =
  'Hi ${lead.contact.firstName}, thanks for asking ${lead.office.name} to book an appointment! ' +
  'What day and time work best for you? Reply STOP to opt out.';
