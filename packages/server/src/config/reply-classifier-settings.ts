/**
 * The optional language model that reads customers' replies (issue 31): any OpenAI-compatible
 * chat-completions endpoint, hosted (OpenAI and the providers that copy its API) or local (Ollama, vLLM).
 * Off unless TORQUE_CLASSIFIER_URL is set; the offline classifier reads every reply then, and reads a
 * reply whenever the model fails to answer it in time or well.
 */
export type ChatCompletionsSettings = {
  /** The API's base, e.g. https://api.openai.com/v1; requests go to `${baseUrl}/chat/completions`. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a bearer token when set; local servers need none. */
  readonly apiKey: string | null;
  /** How long one reply may wait for the model before the offline classifier reads it. */
  readonly timeoutMs: number;
};

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_CLASSIFIER_TIMEOUT_MS = 5_000;
/** The carrier's webhook waits on the reading (Twilio gives up after 15 s): a longer wait is not allowed. */
export const MAX_CLASSIFIER_TIMEOUT_MS = 10_000;
const MIN_CLASSIFIER_TIMEOUT_MS = 100;

const URL_VARIABLE = 'TORQUE_CLASSIFIER_URL';
const DEPENDENT_VARIABLES = [
  'TORQUE_CLASSIFIER_MODEL',
  'TORQUE_CLASSIFIER_API_KEY',
  'TORQUE_CLASSIFIER_TIMEOUT_MS',
] as const;

/**
 * Reads TORQUE_CLASSIFIER_URL, _MODEL, _API_KEY and _TIMEOUT_MS: null when the model is off. Throws
 * naming the variable when one is wrong, so a half-made configuration fails at start, not on a reply.
 */
export function replyClassifierSettingsFromEnv(env: Env): ChatCompletionsSettings | null {
  const url = env[URL_VARIABLE]?.trim();
  if (!url) {
    const stray = DEPENDENT_VARIABLES.filter((name) => env[name]?.trim());
    if (stray.length > 0) throw new Error(`${URL_VARIABLE} is required with ${stray.join(' and ')}`);
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    parsed = new URL('invalid:');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(
      `${URL_VARIABLE} is not an http(s) address (e.g. https://api.openai.com/v1 or http://localhost:11434/v1)`,
    );
  const model = env['TORQUE_CLASSIFIER_MODEL']?.trim();
  if (!model)
    throw new Error(
      `TORQUE_CLASSIFIER_MODEL is required with ${URL_VARIABLE} (the model's name at that endpoint, e.g. gpt-4o-mini)`,
    );
  return {
    // Pasting the whole endpoint works too: the path is added here.
    baseUrl: url.replace(/\/+$/, '').replace(/\/chat\/completions$/, ''),
    model,
    apiKey: env['TORQUE_CLASSIFIER_API_KEY']?.trim() || null,
    timeoutMs: timeoutOf(env['TORQUE_CLASSIFIER_TIMEOUT_MS']),
  };
}

function timeoutOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CLASSIFIER_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < MIN_CLASSIFIER_TIMEOUT_MS || ms > MAX_CLASSIFIER_TIMEOUT_MS)
    throw new Error(
      `TORQUE_CLASSIFIER_TIMEOUT_MS must be a whole number of milliseconds from ${MIN_CLASSIFIER_TIMEOUT_MS} to ${MAX_CLASSIFIER_TIMEOUT_MS}, not '${value}'`,
    );
  return ms;
}
