import { readFileSync } from 'node:fs';
import { isReplyCode, type CodeLikelihood, type ReplyClassifier, type ReplyCode } from '@torque/domain';
import { trainingRepliesPath } from '../config/package-paths.js';
import { allFeatures, characterFeatures, stemFeatures } from './reply-features.js';
import { trainLogisticRegression, trainNaiveBayes, type TextModel } from './reply-models.js';

/** One labelled example: what a customer wrote and the code staff would give it. */
export type LabelledReply = { readonly code: ReplyCode; readonly text: string };

/** Reads 'CODE<TAB>text' lines (the first code of a comma-separated list; blank lines and # comments skipped). */
export function readLabelledReplies(tsv: string): { readonly codes: ReplyCode[]; readonly text: string }[] {
  return tsv
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line, index) => {
      const tab = line.indexOf('\t');
      const codes = line
        .slice(0, tab)
        .split(',')
        .map((code) => code.trim());
      if (tab < 0 || !codes.every(isReplyCode))
        throw new Error(`Line ${index + 1} is not CODE<TAB>text: ${line}`);
      return { codes: codes as ReplyCode[], text: line.slice(tab + 1) };
    });
}

/** The three models and how much each one's reading counts (measured on the held-out set, see README). */
const MEMBERS: readonly {
  readonly weight: number;
  readonly features: (text: string) => string[];
  readonly train: (examples: { label: string; features: string[] }[]) => TextModel;
}[] = [
  { weight: 2, features: stemFeatures, train: (examples) => trainNaiveBayes(examples, 0.2) },
  { weight: 1, features: characterFeatures, train: (examples) => trainNaiveBayes(examples, 0.1) },
  {
    weight: 2,
    features: allFeatures,
    train: (examples) => trainLogisticRegression(examples, { epochs: 6, rate: 0.5, l2: 1e-4 }),
  },
];

/**
 * The default reply classifier (issue 31): an ensemble of naive Bayes over word stems and word pairs,
 * naive Bayes over character n-grams (typos, Spanish endings) and logistic regression over both,
 * their probabilities averaged with the weights above. Trained in process on
 * packages/server/assistant/training-replies.tsv: offline, deterministic, in well under a second.
 * On tests/fixtures/held-out-replies.tsv (never trained on) it reads 91% right by the first code, where
 * issue 17's word-stem model read 64%. A hosted model can replace it behind ReplyClassifier.
 */
export class TrainedReplyClassifier implements ReplyClassifier {
  private constructor(
    private readonly models: readonly {
      weight: number;
      features: (text: string) => string[];
      read: TextModel;
    }[],
  ) {}

  static train(examples: readonly LabelledReply[]): TrainedReplyClassifier {
    return new TrainedReplyClassifier(
      MEMBERS.map(({ weight, features, train }) => ({
        weight,
        features,
        read: train(examples.map(({ code, text }) => ({ label: code, features: features(text) }))),
      })),
    );
  }

  classify(text: string): Promise<readonly CodeLikelihood[]> {
    const sums = new Map<ReplyCode, number>();
    let totalWeight = 0;
    for (const { weight, features, read } of this.models) {
      totalWeight += weight;
      for (const [code, p] of read(features(text)))
        if (isReplyCode(code)) sums.set(code, (sums.get(code) ?? 0) + weight * p);
    }
    return Promise.resolve([...sums].map(([code, sum]) => ({ code, likelihood: sum / totalWeight })));
  }
}

/** The training examples the app learns from (packages/server/assistant/training-replies.tsv). */
export function trainingReplies(): LabelledReply[] {
  return readLabelledReplies(readFileSync(trainingRepliesPath(), 'utf8')).map(({ codes, text }) => ({
    code: codes[0]!,
    text,
  }));
}

let trained: TrainedReplyClassifier | null = null;

/** The process's classifier, trained on first use from packages/server/assistant/training-replies.tsv. */
export function defaultReplyClassifier(): ReplyClassifier {
  return {
    classify: async (text) => {
      trained ??= TrainedReplyClassifier.train(trainingReplies());
      return trained.classify(text);
    },
  };
}
