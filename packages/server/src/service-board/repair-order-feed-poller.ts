import type { FastifyInstance } from 'fastify';
import type { RepairOrderFeed } from './repair-order-feed.js';

/**
 * Reads the DMS feed every `pollMs` while the server runs: started when it is ready, stopped before
 * the database closes. A poll still running when the next is due is not doubled; a failed poll is
 * logged and the next one tries again (the feed itself never moves an order backwards).
 */
export function runRepairOrderFeed(app: FastifyInstance, feed: RepairOrderFeed, pollMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = feed
      .poll()
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'repair-order feed not read'))
      .finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, pollMs);
    tick();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
