import type { ClassificationCode } from '../catalog/classification-code.js';

/** How likely a reply is to mean a classification code (shares of one, most likely first). */
export type CodeLikelihood = { readonly code: ClassificationCode; readonly likelihood: number };

/**
 * Reads a customer's reply into the spec's classification codes (spec 2 §9). The default is a text
 * classifier trained offline on Torque's own examples; a deployment may plug in a hosted language model
 * with the same contract. Opt-outs are never left to it (reply-codes.rules.ts).
 */
export interface ReplyClassifier {
  classify(text: string): Promise<readonly CodeLikelihood[]>;
}
