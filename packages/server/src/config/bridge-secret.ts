type Env = Readonly<Record<string, string | undefined>>;

/** Shorter secrets are refused: the bridge's rate limit slows a guesser, it does not stop one. */
export const MIN_SWIMLANE_BRIDGE_SECRET_LENGTH = 32;

/**
 * SWIMLANE_BRIDGE_SECRET: the bearer token a separate swimlane bridge host sends to read the bridge
 * calls for every store (issue 28). Unset (the default), only signed-in staff may call them.
 */
export function swimlaneBridgeSecretFromEnv(env: Env): string | undefined {
  const secret = env['SWIMLANE_BRIDGE_SECRET'];
  if (!secret) return undefined;
  if (secret.length < MIN_SWIMLANE_BRIDGE_SECRET_LENGTH || /\s/.test(secret))
    throw new Error(
      `SWIMLANE_BRIDGE_SECRET must be at least ${MIN_SWIMLANE_BRIDGE_SECRET_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  return secret;
}
