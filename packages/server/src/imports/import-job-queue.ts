/**
 * Runs import jobs one at a time in this process: an import's apply is one long transaction and
 * PGlite has one connection, so two at once would only queue inside the database instead of here.
 * A job's failure is the job's to record; the queue only logs what escapes it and moves on.
 */
export class ImportJobQueue {
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;

  constructor(private readonly onError: (error: unknown) => void) {}

  enqueue(job: () => Promise<void>): void {
    this.#pending += 1;
    this.#tail = this.#tail
      .then(job)
      .catch(this.onError)
      .finally(() => {
        this.#pending -= 1;
      });
  }

  /** How many jobs are waiting or running. */
  get pending(): number {
    return this.#pending;
  }

  /** Resolves once every job queued so far has ended (server close, tests). */
  idle(): Promise<void> {
    return this.#tail;
  }
}
