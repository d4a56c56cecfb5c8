// Issue 31: how the configured language model (TORQUE_CLASSIFIER_URL, _MODEL, _API_KEY, _TIMEOUT_MS)
// reads a labelled set, as the server would (the model, the offline classifier when it fails, then the
// rules): measure a model before pointing a deployment at it. The set defaults to
// tests/fixtures/labelled-replies.tsv; pass another file's path to read that. Runs the built server
// (`node scripts/build.mjs` first). Every reply is sent to the endpoint, one at a time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = new URL('../dist/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const { defaultReplyClassifier, readLabelledReplies } = await load('inbound/trained-reply-classifier.js');
const { ChatCompletionsReplyClassifier } = await load('inbound/chat-completions-reply-classifier.js');
const { evaluateReplies, formatReplyEvaluation } = await load('inbound/reply-evaluation.js');
const { replyClassifierSettingsFromEnv } = await load('config/reply-classifier-settings.js');

const settings = replyClassifierSettingsFromEnv(process.env);
if (!settings) {
  console.error('Set TORQUE_CLASSIFIER_URL and TORQUE_CLASSIFIER_MODEL (see the README) to measure a model.');
  process.exit(1);
}
const file = process.argv[2]
  ? resolve(process.argv[2])
  : new URL('../../../tests/fixtures/labelled-replies.tsv', import.meta.url);
const labelled = readLabelledReplies(readFileSync(file, 'utf8'));
const fallbacks = new Map();
const classifier = new ChatCompletionsReplyClassifier(settings, defaultReplyClassifier(), (warning) => {
  const reason = warning
    .replace(/^.* not used: /, '')
    .replace(/; the offline classifier read the reply$/, '');
  fallbacks.set(reason, (fallbacks.get(reason) ?? 0) + 1);
});
const started = Date.now();
const evaluation = await evaluateReplies(classifier, labelled);
console.log(`${settings.model} at ${new URL(settings.baseUrl).host}, ${labelled.length} replies`);
console.log(formatReplyEvaluation(evaluation));
const fellBack = [...fallbacks.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `\nRead by the offline classifier instead: ${fellBack}${[...fallbacks].map(([reason, count]) => `\n  ${count} × ${reason}`).join('')}`,
);
console.log(`Average time per reply: ${Math.round((Date.now() - started) / labelled.length)} ms`);
