import type { ConversationContext } from './demo-phrases.js';
import type { Prng } from './prng.js';

/** Who a seeded message comes from; it decides direction, type and notification type. */
export type Speaker =
  | 'assistant'
  | 'advisor'
  | 'customer'
  | 'note'
  | 'notice'
  | 'notice_gm'
  | 'email'
  // The rarer cards of spec 1 §2, seeded once on the showcase lead (demo-showcase.ts).
  | 'call'
  | 'voicemail'
  | 'task'
  | 'appointment'
  | 'invite_response';

export type DraftMessage = {
  readonly speaker: Speaker;
  readonly text: string;
  readonly subject?: string;
  /** Minutes after the previous message. */
  readonly gapMinutes: number;
  readonly archived?: boolean;
  /** A call's recording. */
  readonly mediaUrl?: string;
  /** A call's length in seconds. */
  readonly callSeconds?: number;
  /** An appointment's or task's start, in minutes after the message; its host and guest. */
  readonly startsInMinutes?: number;
  readonly host?: string;
  readonly guest?: string;
};

export type ConversationOutcome = {
  insight: string | null;
  optedOut: boolean;
  appointment: string | null;
  closed: boolean;
  wrongNumber: boolean;
};

export type ConversationPlan = Readonly<ConversationOutcome> & { readonly messages: DraftMessage[] };

/** Typical delays, in minutes, before a message. */
export const QUICK: [number, number] = [1, 4];
export const REPLY: [number, number] = [12, 360];
export const LATER: [number, number] = [1440, 4320];

/** Collects one conversation's messages and its outcome while a stage script runs. */
export class ConversationWriter {
  readonly messages: DraftMessage[] = [];
  readonly outcome: ConversationOutcome = {
    insight: null,
    optedOut: false,
    appointment: null,
    closed: false,
    wrongNumber: false,
  };

  constructor(
    readonly c: ConversationContext,
    readonly rng: Prng,
  ) {}

  /** An arrow so stage scripts can destructure it. */
  readonly say = (
    speaker: Speaker,
    text: string,
    gap: [number, number],
    extra: Partial<DraftMessage> = {},
  ): void => {
    const gapMinutes = this.messages.length === 0 ? 0 : this.rng.int(gap[0], gap[1]);
    this.messages.push({ speaker, text, gapMinutes, ...extra });
  };

  plan(): ConversationPlan {
    return { messages: this.messages.slice(0, 12), ...this.outcome };
  }
}
