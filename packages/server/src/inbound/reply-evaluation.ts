import {
  CLASSIFICATION_VARIANT_ONLY,
  settleReplyCodes,
  type ReplyClassifier,
  type ReplyCode,
} from '@torque/domain';

/** How the assistant's reading of a labelled set compares with the labels (issue 17: measured, not assumed). */
export type ReplyEvaluation = {
  readonly total: number;
  readonly correct: number;
  /** Per expected code: how many, how many read right. */
  readonly perCode: ReadonlyMap<ReplyCode, { total: number; correct: number }>;
  /** expected → read as → how many. */
  readonly confusion: ReadonlyMap<ReplyCode, ReadonlyMap<ReplyCode, number>>;
  /** Opt-outs read as anything else, and ordinary replies read as opt-outs: both must stay empty. */
  readonly missedStops: readonly string[];
  readonly falseStops: readonly string[];
};

/**
 * Reads every labelled reply as the server does (the classifier, then the fixed rules); a reply labelled
 * with a variant-only code is read in a deployment of that variant.
 */
export async function evaluateReplies(
  classifier: ReplyClassifier,
  labelled: readonly { readonly codes: readonly ReplyCode[]; readonly text: string }[],
): Promise<ReplyEvaluation> {
  const perCode = new Map<ReplyCode, { total: number; correct: number }>();
  const confusion = new Map<ReplyCode, Map<ReplyCode, number>>();
  const missedStops: string[] = [];
  const falseStops: string[] = [];
  let correct = 0;
  for (const { codes, text } of labelled) {
    const expected = codes[0]!;
    const variant = CLASSIFICATION_VARIANT_ONLY[expected] ?? 'unknown';
    const { code } = settleReplyCodes(text, await classifier.classify(text), variant);
    const tally = perCode.get(expected) ?? { total: 0, correct: 0 };
    tally.total += 1;
    if (code === expected) {
      tally.correct += 1;
      correct += 1;
    }
    perCode.set(expected, tally);
    const row = confusion.get(expected) ?? new Map<ReplyCode, number>();
    row.set(code, (row.get(code) ?? 0) + 1);
    confusion.set(expected, row);
    if (expected === 'STOP' && code !== 'STOP') missedStops.push(text);
    if (expected !== 'STOP' && code === 'STOP') falseStops.push(text);
  }
  return { total: labelled.length, correct, perCode, confusion, missedStops, falseStops };
}

/** The evaluation as text: accuracy per code, then the confusion of each code that was misread. */
export function formatReplyEvaluation(evaluation: ReplyEvaluation): string {
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  const unsure = [...evaluation.confusion.values()].reduce((sum, row) => sum + (row.get('BLANK') ?? 0), 0);
  const actedOn = evaluation.total - unsure;
  const lines = [
    `Accuracy: ${evaluation.correct}/${evaluation.total} = ${percent(evaluation.correct, evaluation.total)}`,
    `Left unclassified (BLANK) for staff: ${unsure}; of the ${actedOn} codes the assistant acted on, ${percent(evaluation.correct, actedOn)} right`,
    `Opt-outs missed: ${evaluation.missedStops.length}; ordinary replies read as opt-outs: ${evaluation.falseStops.length}`,
    '',
    'Code            right/total  accuracy  misread as',
  ];
  for (const [code, tally] of [...evaluation.perCode].sort(([a], [b]) => a.localeCompare(b))) {
    const misread = [...(evaluation.confusion.get(code) ?? new Map<ReplyCode, number>())]
      .filter(([read]) => read !== code)
      .sort(([, a], [, b]) => b - a)
      .map(([read, count]) => `${read} ${count}`)
      .join(', ');
    lines.push(
      `${code.padEnd(15)} ${`${tally.correct}/${tally.total}`.padStart(11)}  ${percent(tally.correct, tally.total).padStart(8)}  ${misread}`,
    );
  }
  return lines.join('\n');
}
