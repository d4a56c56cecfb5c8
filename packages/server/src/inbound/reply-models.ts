/**
 * The two kinds of model the reply classifier combines (issue 31), small enough to train in process at
 * start-up and deterministic: the same examples always give the same model.
 */

/** One labelled text as features. */
export type FeatureExample = { readonly label: string; readonly features: readonly string[] };
/** Each label's probability for a text (summing to one). */
export type LabelScores = ReadonlyMap<string, number>;
export type TextModel = (features: readonly string[]) => LabelScores;

const softmax = (labels: readonly string[], scores: readonly number[]): LabelScores => {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return new Map(labels.map((label, index) => [label, exps[index]! / total]));
};

/** Naive Bayes over the presence of features (multinomial, additive smoothing `alpha`). */
export function trainNaiveBayes(examples: readonly FeatureExample[], alpha: number): TextModel {
  const labels = [...new Set(examples.map((example) => example.label))];
  const counts = labels.map(() => new Map<string, number>());
  const totals = labels.map(() => 0);
  const priors = labels.map(() => 0);
  const vocabulary = new Set<string>();
  for (const { label, features } of examples) {
    const index = labels.indexOf(label);
    priors[index]! += 1;
    for (const feature of new Set(features)) {
      counts[index]!.set(feature, (counts[index]!.get(feature) ?? 0) + 1);
      totals[index]! += 1;
      vocabulary.add(feature);
    }
  }
  const size = vocabulary.size;
  return (features) => {
    const known = [...new Set(features)].filter((feature) => vocabulary.has(feature));
    const scores = labels.map(
      (_, index) =>
        Math.log(priors[index]!) +
        known.reduce(
          (sum, feature) =>
            sum + Math.log(((counts[index]!.get(feature) ?? 0) + alpha) / (totals[index]! + alpha * size)),
          0,
        ),
    );
    return softmax(labels, scores);
  };
}

/**
 * Multinomial logistic regression over the presence of features, trained by stochastic gradient descent
 * in a fixed pseudo-random order (so it is deterministic). Unlike naive Bayes it weighs features that
 * always come together (a word and its own n-grams) once, not several times.
 */
export function trainLogisticRegression(
  examples: readonly FeatureExample[],
  { epochs, rate, l2 }: { epochs: number; rate: number; l2: number },
): TextModel {
  const labels = [...new Set(examples.map((example) => example.label))];
  const width = labels.length;
  const vocabulary = new Map<string, number>();
  const rows = examples.map(({ features }) => {
    const ids = new Set<number>();
    for (const feature of features) {
      if (!vocabulary.has(feature)) vocabulary.set(feature, vocabulary.size);
      ids.add(vocabulary.get(feature)!);
    }
    return [...ids];
  });
  const targets = examples.map(({ label }) => labels.indexOf(label));
  const weights = new Float64Array(vocabulary.size * width);
  const bias = new Float64Array(width);
  const scores = new Float64Array(width);
  const order = rows.map((_, index) => index);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const step = rate / (1 + epoch * 0.1);
    for (const row of order) {
      const ids = rows[row]!;
      const scale = 1 / Math.sqrt(ids.length || 1);
      let top = -Infinity;
      for (let k = 0; k < width; k += 1) {
        let score = bias[k]!;
        for (const id of ids) score += weights[id * width + k]!;
        scores[k] = score;
        if (score > top) top = score;
      }
      let total = 0;
      for (let k = 0; k < width; k += 1) {
        scores[k] = Math.exp(scores[k]! - top);
        total += scores[k]!;
      }
      for (let k = 0; k < width; k += 1) {
        const gradient = scores[k]! / total - (k === targets[row] ? 1 : 0);
        if (Math.abs(gradient) < 1e-4) continue; // a label already ruled out: nothing to learn
        bias[k] = bias[k]! - step * gradient;
        for (const id of ids) {
          const at = id * width + k;
          weights[at] = weights[at]! - step * (gradient * scale + l2 * weights[at]!);
        }
      }
    }
  }
  return (features) => {
    const ids = [...new Set(features.flatMap((feature) => vocabulary.get(feature) ?? []))];
    return softmax(
      labels,
      labels.map((_, k) => ids.reduce((sum, id) => sum + weights[id * width + k]!, bias[k]!)),
    );
  };
}
