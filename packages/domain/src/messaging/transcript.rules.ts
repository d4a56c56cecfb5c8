import { convert } from 'html-to-text';
import { DateTime } from 'luxon';

/** Who wrote a line of the transcript, in the words staff use. */
export type TranscriptSender =
  | { readonly kind: 'customer'; readonly name: string }
  | { readonly kind: 'staff'; readonly name: string }
  | { readonly kind: 'assistant'; readonly name: string };

export type TranscriptMessage = {
  readonly at: Date | string;
  readonly sender: TranscriptSender;
  /** SMS, EMAIL or CALENDAR_INVITE; anything internal never reaches a transcript. */
  readonly channel: string;
  readonly subject?: string | null;
  readonly text: string;
};

export type TranscriptInput = {
  readonly customerName: string;
  readonly customerPhone: string;
  readonly storeName: string;
  /** The store's office zone (IANA): every time of the transcript is read in it. */
  readonly zone: string;
  readonly vehicle: string;
  readonly messages: readonly TranscriptMessage[];
  /** When the transcript was made. */
  readonly now: Date;
};

/** Message kinds staff may hand to a customer or a colleague: internal notes and system lines stay out. */
export const TRANSCRIPT_CHANNELS: readonly string[] = ['SMS', 'EMAIL', 'CALENDAR_INVITE'];

const senderLabel = (sender: TranscriptSender): string =>
  sender.kind === 'customer'
    ? `${sender.name} (customer)`
    : sender.kind === 'staff'
      ? `${sender.name} (staff)`
      : `${sender.name} (assistant)`;

const stamp = (at: Date | string, zone: string): string => {
  const time = typeof at === 'string' ? DateTime.fromISO(at, { zone }) : DateTime.fromJSDate(at, { zone });
  return time.setLocale('en-US').toFormat('dd/MM/yyyy HH:mm');
};

/** E-mails and notes are stored as HTML; a transcript is read as plain text. */
const readable = (text: string): string =>
  /<[a-z][\s\S]*>/i.test(text) ? convert(text, { wordwrap: false }).trim() : text;

/**
 * A plain-text transcript staff can save: a heading naming the customer, store and zone, then one
 * block per message with its time in the office zone, who wrote it and the channel. Message text
 * is kept as written (line breaks indented so a block stays readable).
 */
export function formatTranscript(input: TranscriptInput): string {
  const zoneLabel = DateTime.fromJSDate(input.now, { zone: input.zone }).toFormat('ZZZZ');
  const heading = [
    `Conversation with ${input.customerName} (${input.customerPhone})`,
    `Vehicle: ${input.vehicle}`,
    `Store: ${input.storeName}`,
    `Times in ${input.zone} (${zoneLabel}), DD/MM/YYYY`,
    `Downloaded ${stamp(input.now, input.zone)}`,
    '',
  ];
  const shown = input.messages.filter((message) => TRANSCRIPT_CHANNELS.includes(message.channel));
  const blocks = shown.map((message) => {
    const subject = message.subject ? `Subject: ${message.subject}\n  ` : '';
    const text = readable(message.text).replace(/\r?\n/g, '\n  ');
    return `[${stamp(message.at, input.zone)}] ${senderLabel(message.sender)} · ${message.channel}\n  ${subject}${text}`;
  });
  const body = blocks.length === 0 ? ['No messages yet.'] : blocks;
  return `${[...heading, ...body].join('\n')}\n`;
}

/** The file name a saved transcript gets: the customer's name and the lead, no characters a file system refuses. */
export function transcriptFileName(customerName: string, leadId: number): string {
  const safe = customerName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'customer';
  return `transcript-${safe}-${leadId}.txt`;
}
