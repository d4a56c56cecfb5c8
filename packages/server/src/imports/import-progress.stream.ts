import type { ServerResponse } from 'node:http';
import { importFinished } from '@torque/domain';
import type { Database } from '../db/database.js';
import { ImportBatchRepository } from './import-batch.repository.js';
import { progressOf } from './cv-lead.service.js';

/** How often a stream reads its batch: the row is the truth on every instance, so no bus is needed. */
export const PROGRESS_POLL_MS = 300;

/**
 * The progress streams of import batches (text/event-stream). Each sends the batch's state at once,
 * then whenever it changes, and ends after COMPLETED or FAILED, or when the client goes.
 */
export class ImportProgressStreams {
  readonly #open = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly pollMs = PROGRESS_POLL_MS,
  ) {}

  async serve(batchId: number, response: ServerResponse): Promise<void> {
    let open = true;
    let wake: () => void = () => undefined;
    const end = () => {
      open = false;
      wake();
    };
    this.#open.add(end);
    response.on('close', end);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 2000\n\n');
    const batches = new ImportBatchRepository(this.db);
    let last = '';
    try {
      while (open) {
        const batch = await batches.find(batchId);
        if (!batch) break;
        const data = JSON.stringify(progressOf(batch));
        if (data !== last) response.write(`event: progress\ndata: ${data}\n\n`);
        last = data;
        if (importFinished(batch.status)) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, this.pollMs).unref();
        });
      }
    } finally {
      this.#open.delete(end);
      response.end();
    }
  }

  /** Ends every open stream (server close). */
  closeAll(): void {
    for (const end of [...this.#open]) end();
  }
}
