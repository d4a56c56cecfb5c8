import {
  classificationMeaning,
  REPLY_CODES,
  type CodeLikelihood,
  type ReplyClassifier,
  type ReplyCode,
} from '@torque/domain';
import type { ChatCompletionsSettings } from '../config/reply-classifier-settings.js';

/**
 * The codes a model may give. Opt-outs are read by the fixed rules alone (reply-codes.rules.ts), and
 * unsure (BLANK) is what a low likelihood becomes there: neither is the model's to say.
 */
export const MODEL_REPLY_CODES: readonly ReplyCode[] = REPLY_CODES.filter(
  (code) => code !== 'STOP' && code !== 'BLANK',
);

/** What each code looks like in a customer's words, where the catalog's meaning alone is terse. */
const LOOKS_LIKE: Readonly<Partial<Record<ReplyCode, string>>> = {
  'SPA-SS': 'had the service done here already',
  'SPA-AS': 'had it done at another shop or dealer',
  'SPA-XX': 'had it done already, without saying where',
  CL: 'not now, text me later',
  FU: 'will check and get back to you',
  'APPT-SET': 'yes, or names a day or time to come in',
  ASA: 'already has an appointment booked',
  HO: 'wants to text with a person, not the assistant',
  'REQ-CALL': 'asks to be called',
  NLO: 'sold, traded in, totalled or returned the vehicle',
  CPAL: 'prefers another location or dealer',
  VI: 'describes a problem with the vehicle',
  TU: 'gives new contact or personal details',
  WN: 'not the person or vehicle texted',
  LD: 'moved too far away',
  SALES_INQ: 'asks about buying, trading in or leasing',
  CQ: 'asks a question',
  CC: 'unhappy about service, staff, prices or the texts',
  DD: 'someone else drives the vehicle',
  EMP: 'works at the dealership',
  'CUST-APPR': 'thanks or praise',
  PRICE_CONCERN: 'the price is too high or asks for a deal',
  REQ_PD: 'asks for pickup and delivery of the vehicle',
  REQ_LOANER: 'asks for a loaner or rental',
  POB: 'will book online',
  NIITB: 'will not book by text, will do it another way',
  'E-RES': 'moves an existing appointment',
  'E-CAN': 'cancels an existing appointment',
  'NOT-ENGAGED': 'says nothing of substance (ok, k, an emoji)',
  MISC: 'anything else',
};

const SYSTEM_PROMPT = [
  "You read one text message that a customer sent to a car dealership's service department in reply to",
  'a text about servicing their vehicle. Customers write in English or Spanish, with slang, typos and emoji.',
  'Say which of these classification codes the message means, most likely first, with how likely each is',
  '(a number from 0 to 1; the likelihoods you give add up to at most 1; give low numbers when unsure).',
  'List one to three codes.',
  '',
  ...MODEL_REPLY_CODES.map((code) => {
    const looksLike = LOOKS_LIKE[code];
    return `${code}: ${classificationMeaning(code)}${looksLike ? ` (${looksLike})` : ''}`;
  }),
].join('\n');

/**
 * The structured answer asked for. Range checks (0..1) are left out of the schema: not every
 * OpenAI-compatible server's grammar takes them, and the answer is checked here anyway.
 */
const ANSWER_SCHEMA = {
  type: 'object',
  properties: {
    codes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: MODEL_REPLY_CODES },
          likelihood: { type: 'number' },
        },
        required: ['code', 'likelihood'],
        additionalProperties: false,
      },
    },
  },
  required: ['codes'],
  additionalProperties: false,
} as const;

/** Why the model's reading was not used: a plain description, never the reply or the key. */
class UnusableAnswer extends Error {}

/**
 * Reads replies with a language model behind an OpenAI-compatible chat-completions endpoint (issue 31),
 * and with the offline classifier whenever the model does not answer in time, fails, or answers
 * anything but the codes asked for. Each fallback is logged as a warning that names the endpoint's host
 * and what went wrong, never the API key or the customer's words.
 */
export class ChatCompletionsReplyClassifier implements ReplyClassifier {
  constructor(
    private readonly settings: ChatCompletionsSettings,
    private readonly fallback: ReplyClassifier,
    private readonly warn: (message: string) => void,
  ) {}

  async classify(text: string): Promise<readonly CodeLikelihood[]> {
    try {
      return await this.ask(text);
    } catch (error) {
      this.warn(
        `Reply classifier ${this.settings.model} at ${hostOf(this.settings.baseUrl)} not used: ${this.reasonOf(error)}; the offline classifier read the reply`,
      );
      return this.fallback.classify(text);
    }
  }

  private async ask(text: string): Promise<readonly CodeLikelihood[]> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.settings.timeoutMs);
    try {
      const response = await fetch(`${this.settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text },
          ],
          response_format: {
            type: 'json_schema',
            // Stryker disable next-line StringLiteral: the API requires a name; any name asks for the same answer.
            json_schema: { name: 'reply_codes', strict: true, schema: ANSWER_SCHEMA },
          },
        }),
        signal: abort.signal,
      });
      // The body is read under the same timeout; an error body is not read at all (it may echo the reply).
      if (!response.ok) throw new UnusableAnswer(`the endpoint answered HTTP ${response.status}`);
      return likelihoodsOf(await response.text());
    } finally {
      clearTimeout(timer);
    }
  }

  private reasonOf(error: unknown): string {
    if (error instanceof UnusableAnswer) return error.message;
    if (error instanceof Error && error.name === 'AbortError')
      return `no answer within ${this.settings.timeoutMs} ms`;
    // fetch's own failures carry the socket's error code in their cause (ECONNREFUSED, ENOTFOUND…).
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
    return `the endpoint could not be reached${typeof cause?.code === 'string' ? ` (${cause.code})` : ''}`;
  }
}

/** The host alone: a base URL may carry credentials in its user part or query. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'the configured endpoint';
  }
}

/**
 * The model's answer as likelihoods, checked strictly: known codes only, each once, likelihoods from 0
 * to 1, most likely first. Ones adding up to more than one are scaled to shares of one; less than one
 * keeps the model's doubt, so a hesitant reading stays below the rules' unsure line and goes to staff.
 */
export function likelihoodsOf(body: string): readonly CodeLikelihood[] {
  const content = parse(body, 'the endpoint did not answer JSON') as {
    choices?: { message?: { content?: unknown; refusal?: unknown } }[];
  } | null;
  const message = Array.isArray(content?.choices) ? content.choices[0]?.message : undefined;
  if (typeof message?.refusal === 'string' && message.refusal) throw new UnusableAnswer('the model refused');
  if (typeof message?.content !== 'string') throw new UnusableAnswer('the answer has no message content');
  const answer = parse(message.content, 'the model did not answer JSON') as { codes?: unknown } | null;
  const codes = answer?.codes;
  if (!Array.isArray(codes) || codes.length === 0 || codes.length > MODEL_REPLY_CODES.length)
    throw new UnusableAnswer('the answer lists no codes');
  const seen = new Set<string>();
  const read: CodeLikelihood[] = codes.map((entry: unknown) => {
    const { code, likelihood } = (entry ?? {}) as { code?: unknown; likelihood?: unknown };
    // Stryker disable next-line ConditionalExpression: a code that is not text is not in the list either; typeof narrows it for TypeScript.
    if (typeof code !== 'string' || !(MODEL_REPLY_CODES as readonly string[]).includes(code))
      throw new UnusableAnswer('the answer names a code that is not one of those asked for');
    if (seen.has(code)) throw new UnusableAnswer('the answer names a code twice');
    seen.add(code);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for anything but a number; typeof narrows it for TypeScript.
    if (typeof likelihood !== 'number' || !Number.isFinite(likelihood) || likelihood < 0 || likelihood > 1)
      throw new UnusableAnswer('the answer has a likelihood outside 0 to 1');
    return { code: code as ReplyCode, likelihood };
  });
  const total = read.reduce((sum, { likelihood }) => sum + likelihood, 0);
  if (total <= 0) throw new UnusableAnswer('the answer gives every code a likelihood of 0');
  // Stryker disable next-line EqualityOperator: at a total of exactly one, scaling by 1 / 1 keeps every likelihood.
  const scale = total > 1 ? 1 / total : 1;
  return read
    .map(({ code, likelihood }) => ({ code, likelihood: likelihood * scale }))
    .sort((a, b) => b.likelihood - a.likelihood);
}

function parse(json: string, failure: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new UnusableAnswer(failure);
  }
}

/** The app's classifier: the model when one is configured, the offline classifier otherwise. */
export function replyClassifierOf(
  settings: ChatCompletionsSettings | null,
  offline: ReplyClassifier,
  warn: (message: string) => void,
): ReplyClassifier {
  return settings ? new ChatCompletionsReplyClassifier(settings, offline, warn) : offline;
}
