import { createRequire } from 'node:module';
import { isReplyCode, type CodeLikelihood, type ReplyClassifier } from '@torque/domain';
import type { LabelledReply } from './trained-reply-classifier.js';

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

/**
 * The reply classifier of issue 17, kept to measure against (issue 31: `npm run assistant:confusion` prints
 * how it read the held-out set, trained on main's examples): naive Bayes over word stems (wink-naive-bayes-text-classifier, with
 * wink-nlp's English model to tokenise, stem and mark negations; stop words kept: 85.3% of the labelled set
 * read right by its first code, against 71.6% without them). It read 63.9% of the held-out set.
 */
export class WordStemReplyClassifier implements ReplyClassifier {
  private constructor(private readonly model: NaiveBayes) {}

  static train(examples: readonly LabelledReply[]): WordStemReplyClassifier {
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
    return new WordStemReplyClassifier(model);
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
