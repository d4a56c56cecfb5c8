import { z } from 'zod';
import { scanPlaceholders } from '../templates/placeholder-scan.js';
import { isPlaceholderPath } from '../templates/template-placeholder.js';

/**
 * The developer area's files (issue 20). A template (tpl) is text with `${lead.group.field}`
 * placeholders the template engine fills; an assistant file (aiva) is JSON: keyword replies, each a
 * template, and a fallback. Nothing in either runs as code: the server only fills templates.
 */
export const DEVELOPER_FILE_KINDS = ['tpl', 'aiva'] as const;
export type DeveloperFileKind = (typeof DEVELOPER_FILE_KINDS)[number];

/**
 * The longest developer file, preview or dry run the contract accepts (issue 28): eight times the
 * assistant's training replies (packages/server/assistant, 24 KB), the largest file of its kind here.
 */
export const DEVELOPER_FILE_MAX_LENGTH = 200_000;
/** A developer's note in the admin log. */
export const DEVELOPER_LOG_MAX_LENGTH = 2000;

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** A file name: letters, digits, '.', '_' and '-', ending in its kind ('opening.tpl'). */
export function fileNameProblem(name: string, kind: DeveloperFileKind): string | null {
  if (!FILE_NAME.test(name) || name.includes('..')) return `"${name}" is not a file name.`;
  if (!name.endsWith(`.${kind}`)) return `A ${kind} file's name ends in .${kind}.`;
  return null;
}

/** At most this many unknown placeholders are named; a longer list only says how many more there are. */
const MOST_UNKNOWN_NAMED = 20;

/** How often `${` occurs in a body. */
function openingsIn(body: string): number {
  let count = 0;
  for (let at = body.indexOf('${'); at !== -1; at = body.indexOf('${', at + 2)) count += 1;
  return count;
}

/** What is wrong with a template: unknown placeholders, or a '${' never closed. */
export function templateProblems(body: string): string[] {
  const problems: string[] = [];
  if (body.trim() === '') problems.push('The template is empty.');
  const placeholders = scanPlaceholders(body);
  const unknown = placeholders.filter(({ path }) => !isPlaceholderPath(path));
  for (const { path } of unknown.slice(0, MOST_UNKNOWN_NAMED))
    problems.push(`Unknown placeholder \${${path}}.`);
  if (unknown.length > MOST_UNKNOWN_NAMED)
    problems.push(`And ${unknown.length - MOST_UNKNOWN_NAMED} more unknown placeholders.`);
  if (openingsIn(body) > placeholders.length)
    problems.push('A ${ does not make a placeholder: it is never closed, or has a space inside.');
  return problems;
}

const AivaFileSchema = z.object({
  replies: z
    .array(z.object({ when: z.array(z.string().trim().min(1)).min(1), reply: z.string().min(1) }))
    .min(1),
  fallback: z.string().min(1),
});
export type AivaFile = z.infer<typeof AivaFileSchema>;

export type AivaParse =
  { readonly file: AivaFile; readonly problems: [] } | { readonly file: null; readonly problems: string[] };

/** Reads an assistant file: its JSON shape, then each reply and the fallback as templates. */
export function parseAivaFile(content: string): AivaParse {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (err) {
    return { file: null, problems: [`Not JSON: ${err instanceof Error ? err.message : String(err)}`] };
  }
  const parsed = AivaFileSchema.safeParse(json);
  if (!parsed.success)
    return {
      file: null,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`),
    };
  const problems = [
    ...parsed.data.replies.flatMap((rule, i) =>
      templateProblems(rule.reply).map((p) => `replies.${i}: ${p}`),
    ),
    ...templateProblems(parsed.data.fallback).map((p) => `fallback: ${p}`),
  ];
  return problems.length === 0 ? { file: parsed.data, problems: [] } : { file: null, problems };
}

/** The problems of a file of either kind (empty: it may be saved). */
export function developerFileProblems(kind: DeveloperFileKind, content: string): string[] {
  return kind === 'tpl' ? templateProblems(content) : parseAivaFile(content).problems;
}

/** The reply template the assistant would use for a customer's text: the first rule with a keyword in it. */
export function aivaReplyFor(file: AivaFile, text: string): string {
  const said = text.toLowerCase();
  const rule = file.replies.find((candidate) =>
    candidate.when.some((keyword) => said.includes(keyword.trim().toLowerCase())),
  );
  return rule?.reply ?? file.fallback;
}
