/** What a job on a schedule does at each poll. */
export type SchedulePoll<Item> = {
  readonly pollMs: number;
  /** Runs first at every poll (marking runs a stopped server left unfinished as failed, say). */
  readonly beforeEach: () => Promise<void>;
  /** The enabled schedules, looked at once each. */
  readonly schedules: () => Promise<readonly Item[]>;
  /** Runs a schedule whose slot has come round; answers the run's id, or null when none was due. */
  readonly runIfDue: (schedule: Item) => Promise<number | null>;
  readonly onError?: ((err: unknown) => void) | undefined;
};

/**
 * The loop behind the jobs that run on a schedule inside the server (the nightly planners of issue 15,
 * the schedulers of issue 20). The first poll runs at start, so a slot missed while the server was down
 * runs then; a poll never overlaps the one before; one schedule's failure is reported and the others
 * still run. Which slot is due and how it is claimed once across instances is each job's own.
 */
export class SchedulePoller<Item> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly poll: SchedulePoll<Item>) {}

  start(): void {
    if (this.timer) return;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.poll.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Looks at every enabled schedule once; answers the ids of the runs this call made. */
  async tick(): Promise<number[]> {
    await this.poll.beforeEach();
    const made: number[] = [];
    for (const schedule of await this.poll.schedules()) {
      try {
        const runId = await this.poll.runIfDue(schedule);
        if (runId !== null) made.push(runId);
      } catch (err) {
        this.poll.onError?.(err);
      }
    }
    return made;
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.tick()
      .then(() => undefined)
      .catch((err: unknown) => this.poll.onError?.(err))
      .finally(() => {
        this.running = null;
      });
  }
}
