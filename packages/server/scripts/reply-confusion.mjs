// Issue 17: `npm run assistant:confusion` prints how the assistant reads tests/fixtures/labelled-replies.tsv:
// accuracy per classification code and what each code was misread as. It runs the built server
// (npm run build first, which `npm start` and `npm test` do). Issue 31: a fixture's name as argument reads that
// set instead (`npm run assistant:confusion -- held-out-replies.tsv`), and for the held-out set it prints the
// BEFORE (issue 17's word-stem model trained on main's examples, read with `git show`) and the AFTER (the
// default classifier), each with its Spanish replies apart, and the default classifier's training time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const dist = new URL('../dist/inbound/', import.meta.url);
const { TrainedReplyClassifier, readLabelledReplies, trainingReplies } = await import(
  new URL('trained-reply-classifier.js', dist).href
);
const { WordStemReplyClassifier } = await import(new URL('word-stem-reply-classifier.js', dist).href);
const { evaluateReplies, formatReplyEvaluation } = await import(new URL('reply-evaluation.js', dist).href);
const { isSpanishReply } = await import(new URL('reply-evaluation-language.js', dist).href);

/** main on 2026-12-07, before issue 31: the training file issue 17's model learnt from. */
const BEFORE_ISSUE_31 = 'a54da1d2c8c3380ab5466a8f643daeb2adb42733';
const fixture = process.argv[2] ?? 'labelled-replies.tsv';
const labelled = readLabelledReplies(
  readFileSync(new URL(`../../../tests/fixtures/${fixture}`, import.meta.url), 'utf8'),
);
const spanish = labelled.filter(({ text }) => isSpanishReply(text));
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

async function report(title, classifier) {
  const all = await evaluateReplies(classifier, labelled);
  const es = await evaluateReplies(classifier, spanish);
  console.log(`## ${title}\n`);
  if (es.total > 0)
    console.log(`Spanish replies: ${es.correct}/${es.total} = ${percent(es.correct, es.total)}\n`);
  console.log(formatReplyEvaluation(all));
  console.log('');
}

if (fixture === 'held-out-replies.tsv') {
  // main's examples when issue 31 began; without git (an unpacked release) only the AFTER is printed.
  let mainExamples = null;
  try {
    const tsv = execFileSync(
      'git',
      ['show', `${BEFORE_ISSUE_31}:packages/server/assistant/training-replies.tsv`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    mainExamples = readLabelledReplies(tsv).map(({ codes, text }) => ({ code: codes[0], text }));
  } catch {
    console.log('(no git history here: the BEFORE is in packages/server/assistant/README.md)\n');
  }
  if (mainExamples)
    await report(
      "Before: issue 17's word-stem model, main's examples",
      WordStemReplyClassifier.train(mainExamples),
    );
}
const examples = trainingReplies();
const started = process.cpuUsage();
const classifier = TrainedReplyClassifier.train(examples);
const cpu = process.cpuUsage(started);
await report(
  `After: the default classifier (trained on ${examples.length} examples in ${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU)`,
  classifier,
);
