/**
 * Which dealer management system feeds the service lane. DMS_URL names a real one (HTTP); without it
 * the embedded simulated DMS runs the shop. TORQUE_DMS_SPEED runs the simulated shop faster than the
 * clock (60: an hour's work in a minute) for demonstrations and end-to-end tests; DMS_POLL_MS is how
 * often the feed is read (default 15 s).
 */
export type DmsSettings =
  | { readonly kind: 'simulated'; readonly speed: number; readonly pollMs: number }
  | { readonly kind: 'http'; readonly url: string; readonly pollMs: number };

const DEFAULT_POLL_MS = 15_000;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number: ${value}`);
  return number;
}

export function dmsSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): DmsSettings {
  const pollMs = positive(env['DMS_POLL_MS'], 'DMS_POLL_MS', DEFAULT_POLL_MS);
  const url = env['DMS_URL']?.trim();
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new Error(`DMS_URL is not an http(s) address: ${url}`);
    return { kind: 'http', url, pollMs };
  }
  return { kind: 'simulated', speed: positive(env['TORQUE_DMS_SPEED'], 'TORQUE_DMS_SPEED', 1), pollMs };
}
