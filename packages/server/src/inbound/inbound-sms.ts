/** A customer's text as a carrier's webhook (or the simulator) delivers it. */
export type InboundSms = {
  readonly provider: 'twilio' | 'bandwidth';
  /** The carrier's id of the message: a webhook delivered again carries the same one. */
  readonly providerMessageId: string;
  readonly from: string;
  readonly to: string;
  readonly body: string;
  readonly mediaUrls: readonly string[];
};

export type InboundResult =
  | {
      readonly status: 'stored';
      readonly messageId: number;
      readonly leadId: number;
      readonly newLead: boolean;
    }
  | { readonly status: 'duplicate' }
  | { readonly status: 'ignored'; readonly reason: string };
