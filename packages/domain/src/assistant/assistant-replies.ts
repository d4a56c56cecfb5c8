import type { ActionIntent } from '../catalog/action-intent.js';

/**
 * The reference assistant's replies, by inbound action intent, as template bodies (placeholders of
 * spec 1 §3, rendered with the lead's context). Null means the assistant stays quiet and the
 * conversation waits for staff (for example a plain "no").
 */
export const ASSISTANT_REPLIES: Readonly<Record<ActionIntent, string | null>> = {
  DT_DETECTED:
    'Thanks ${lead.contact.firstName}! Let me check that time for your ${lead.product.model} at ${lead.office.name}. We will confirm shortly.',
  CUSTOMER_SAY_YES: 'Great! What day and time work best for you to bring your ${lead.product.model} in?',
  CUSTOMER_SAY_YES_AND_DETECTED_AUTO:
    'Great! What day and time work best for you to bring your ${lead.product.model} to ${lead.office.name}?',
  CUSTOMER_SAY_YES_AND_DETECTED_AUTO_AND_DETECTED_SVC:
    'Perfect, we will set that up for your ${lead.product.model}. What day and time work best for you?',
  CUSTOMER_SAY_NO: null,
  CUSTOMER_SAY_NO_AND_DETECTED_AUTO:
    'Understood, ${lead.contact.firstName}. If you no longer have the vehicle, just let us know and we will update our records.',
  SERVICE_AND_MILEAGE_DETECTED:
    'Thanks for the mileage! Based on that, your ${lead.product.model} is due for service. Would you like to book a time?',
  SERVICE_DETECTED: 'We can help with that at ${lead.office.name}. What day and time work best for you?',
  DETECTED_AUTO:
    'Thanks ${lead.contact.firstName}! Would you like to schedule service for your ${lead.product.model}?',
};

/** The confirmation a customer gets after opting out, as carriers require. */
export const OPT_OUT_CONFIRMATION =
  'You have been unsubscribed from ${lead.office.name} text messages. Reply START to resubscribe.';
export const OPT_IN_CONFIRMATION =
  'You are subscribed again to ${lead.office.name} text messages. Reply STOP to opt out.';
