import type { ClassificationCode } from '../catalog/classification-code.js';

/** How likely a reply is to mean a classification code (shares of one, most likely first). */
export type CodeLikelihood = { readonly code: ClassificationCode; readonly likelihood: number };

/**
 * Reads a customer's reply into the spec's classification codes (spec 2 §9). The default is a text
 * classifier trained offline on Torque's own examples; a deployment may plug in a hosted language model
 * with the same contract. Opt-outs are never left to it (reply-codes.rules.ts).
 */
export interface ReplyClassifier {
  /**
   * `reader`, when given, names the enterprise whose customer wrote: what its staff taught the assistant
   * (taught-wording.rules.ts) reads the reply first. A classifier without teaching may ignore it.
   */
  classify(text: string, reader?: ReplyReader): Promise<readonly CodeLikelihood[]>;
}

/** Whose reply is read: enterprises never see each other's teaching. */
export type ReplyReader = { readonly enterpriseId: number };
