/** Timing helpers for the benchmark page. */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Resolves in the next animation frame's callbacks (before that frame's style, layout and paint). */
export const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves just after the browser has drawn a frame: every measurement starts in the same place of
 * the frame, so "to next frame" compares the lists, not where each happened to start (work done
 * before a measurement, such as building an inbox, would otherwise shift one list's start).
 */
export async function frameStart(): Promise<void> {
  // Two frames: the first after a long task (such as building an inbox) comes at once, off the beat.
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets passive effects, observers and timers of the last commit run before the next measurement. */
export async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Sums React <Profiler> actualDuration between resets. */
export class RenderClock {
  total = 0;
  readonly onRender = (_id: string, _phase: string, actualDuration: number): void => {
    this.total += actualDuration;
  };
  reset(): void {
    this.total = 0;
  }
}
