import type { MessageInstance } from '@torque/domain';

export type BubbleProps = {
  readonly message: MessageInstance;
  /** The store's office time zone (IANA), in which every time is shown. */
  readonly timeZone: string;
  /** Who the customer is, for incoming messages without a sender name. */
  readonly customerName: string;
};

/** The name shown on a message: its sender's name, else who sent it, else the fallback. */
export const senderName = (message: MessageInstance, fallback: string): string =>
  message.fromName?.trim() || message.messageSentBy?.trim() || fallback;
