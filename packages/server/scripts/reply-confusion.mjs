// Issue 17: `npm run assistant:confusion` prints how the assistant reads tests/fixtures/labelled-replies.tsv:
// accuracy per classification code and what each code was misread as. It runs the built server
// (npm run build first, which `npm start` and `npm test` do). Issue 31: a fixture's name as argument reads that
// set instead (`npm run assistant:confusion -- held-out-replies.tsv`).
import { readFileSync } from 'node:fs';

const dist = new URL('../dist/inbound/', import.meta.url);
const { defaultReplyClassifier, readLabelledReplies } = await import(
  new URL('trained-reply-classifier.js', dist).href
);
const { evaluateReplies, formatReplyEvaluation } = await import(new URL('reply-evaluation.js', dist).href);
const fixture = process.argv[2] ?? 'labelled-replies.tsv';
const labelled = readLabelledReplies(
  readFileSync(new URL(`../../../tests/fixtures/${fixture}`, import.meta.url), 'utf8'),
);
console.log(formatReplyEvaluation(await evaluateReplies(defaultReplyClassifier(), labelled)));
