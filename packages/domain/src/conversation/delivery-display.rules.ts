/** How an outgoing message's delivery status is shown (spec 1 §4 table). */
export type DeliveryIcon = 'cross' | 'double-check' | 'check' | 'ban' | 'question';
export type DeliveryDisplay = { icon: DeliveryIcon; title?: string };

export const UNKNOWN_ERROR = 'Unknown error';
export const UNKNOWN_STATUS = 'Unknown status';

const FAILED = ['failed', 'undelivered'];
const DELIVERED = ['delivered', 'received', 'receiving'];
const ON_ITS_WAY = ['sent', 'sending', 'accepted', 'queued'];

const describe = (errorText: string | null | undefined, fallback: string): string =>
  errorText && errorText.trim() !== '' ? errorText : fallback;

/** Carriers spell statuses in either case, so the match ignores case. */
export function deliveryDisplay(
  messageStatus: string | null | undefined,
  errorText?: string | null,
): DeliveryDisplay {
  const status = (messageStatus ?? '').trim().toLowerCase();
  if (FAILED.includes(status)) return { icon: 'cross', title: describe(errorText, UNKNOWN_ERROR) };
  if (DELIVERED.includes(status)) return { icon: 'double-check' };
  if (ON_ITS_WAY.includes(status)) return { icon: 'check' };
  if (status === 'restricted') return { icon: 'ban' };
  return { icon: 'question', title: describe(errorText, UNKNOWN_STATUS) };
}

/** Archived messages are grey, others green (spec 1 §4). */
export const deliveryColour = (archived: boolean): 'grey' | 'green' => (archived ? 'grey' : 'green');
