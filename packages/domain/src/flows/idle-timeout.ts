/**
 * Spec 1 §9: "Idle timeout value is not shown." We sign a user out after 30 minutes without any
 * input (pointer, keyboard, touch, scroll, wheel), a common figure for shared dealership desks.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60_000;
/** Shorter than this would sign a user out while they read a message. */
export const MIN_IDLE_TIMEOUT_MS = 1_000;

/** Watches for user input; calls `onIdle` once after `timeoutMs` without any. */
export interface IdleWatch {
  watch(timeoutMs: number, onIdle: () => void): () => void;
}

/**
 * The timeout in force: the installation's value (default 30 minutes), and a runtime override only
 * when it is shorter, so an override can make sign-out sooner but never later (tests use it).
 */
export function idleTimeoutMs(input: {
  readonly configuredMs?: number | null | undefined;
  readonly overrideMs?: unknown;
}): number {
  const configured =
    typeof input.configuredMs === 'number' && Number.isFinite(input.configuredMs) && input.configuredMs > 0
      ? Math.max(MIN_IDLE_TIMEOUT_MS, input.configuredMs)
      : DEFAULT_IDLE_TIMEOUT_MS;
  const override = input.overrideMs;
  if (typeof override !== 'number' || !Number.isFinite(override)) return configured;
  return Math.min(configured, Math.max(MIN_IDLE_TIMEOUT_MS, override));
}
