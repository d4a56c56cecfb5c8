import type { IdleWatch } from '@torque/domain';

/** The inputs that count as a person being there. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

type Timers = {
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
};

/**
 * Idle detection in the page: any input restarts the countdown; after `timeoutMs` without one,
 * `onIdle` runs once. Input is only noted (a timestamp), so a busy mouse costs nothing.
 */
export class DomIdleWatch implements IdleWatch {
  constructor(
    private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
    private readonly timers: Timers = globalThis,
    private readonly now: () => number = Date.now,
  ) {}

  watch(timeoutMs: number, onIdle: () => void): () => void {
    let lastActivity = this.now();
    let stopped = false;
    let handle: unknown;
    const noteActivity = () => {
      lastActivity = this.now();
    };
    const check = () => {
      if (stopped) return;
      const quietFor = this.now() - lastActivity;
      if (quietFor >= timeoutMs) {
        stop();
        onIdle();
      } else {
        handle = this.timers.setTimeout(check, timeoutMs - quietFor);
      }
    };
    const stop = () => {
      stopped = true;
      this.timers.clearTimeout(handle as never);
      for (const type of ACTIVITY_EVENTS) this.target.removeEventListener(type, noteActivity, true);
    };
    for (const type of ACTIVITY_EVENTS)
      this.target.addEventListener(type, noteActivity, { capture: true, passive: true });
    handle = this.timers.setTimeout(check, timeoutMs);
    return stop;
  }
}
