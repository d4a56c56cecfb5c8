/** Spec 1 §9: the internal-note intervention countdown starts at 40 seconds. */
export const INTERVENTION_SECONDS = 40;
/** It ticks once a second (spec 1 §4). */
export const INTERVENTION_TICK_MS = 1000;
/** The service type marker that shows the countdown even when the mode does not hold (spec 1 §4). */
export const INBOUND_APPOINTMENT = 'INBOUND_APPOINTMENT';

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Remaining seconds as mm:ss, e.g. 40 → '00:40'; negative or fractional input is floored at 0. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${twoDigits(Math.floor(whole / 60))}:${twoDigits(whole % 60)}`;
}

/** One tick: a second less, never below 0. */
export const nextCountdown = (seconds: number): number => Math.max(0, seconds - 1);

export type InterventionCountdownView = {
  readonly isLastInternalNote: boolean;
  readonly customerMessageFollows: boolean;
  readonly remainingSeconds: number;
  /** 'A particular mode' of spec 1 §4 whose name is not shown. */
  readonly modeHolds: boolean;
  readonly serviceType: string | null | undefined;
};

/**
 * Spec 1 §4: the countdown appears only on the last internal note, when no customer message
 * follows it, while above zero, and when the mode holds or the service type contains
 * INBOUND_APPOINTMENT. (Two further hiding conditions are not shown in the spec.)
 */
export function showsInterventionCountdown(view: InterventionCountdownView): boolean {
  return (
    view.isLastInternalNote &&
    !view.customerMessageFollows &&
    view.remainingSeconds > 0 &&
    (view.modeHolds || (view.serviceType ?? '').includes(INBOUND_APPOINTMENT))
  );
}
