import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import type { DmsSettings } from '../config/dms-settings.js';
import type { Database } from '../db/database.js';
import type { ServedHandlers } from '../http/contract.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { BridgeRateLimit } from './bridge-rate-limit.js';
import { bridgeHandlers } from './bridge.routes.js';
import { BridgeService } from './bridge.service.js';
import { cdkHandlers } from './cdk.routes.js';
import { HttpDms } from './http-dms.js';
import { RepairOrderFeed } from './repair-order-feed.js';
import { runRepairOrderFeed } from './repair-order-feed-poller.js';
import { RepairOrderService } from './repair-order.service.js';
import { salesHandlers } from './sales.routes.js';
import { SalesService } from './sales.service.js';
import { repairOrderHandlers } from './service-board.routes.js';
import { SimulatedDms } from './simulated-dms.js';

export type ServiceBoardDeps = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  /** The DMS and its feed (main.ts: DMS_URL or the simulated one); omitted, the CDK calls use the simulated DMS and no feed runs. */
  readonly dms?: DmsSettings | undefined;
};

/**
 * The service-order board's operations (repair orders, sales, bridge, the CDK calls), wired in one
 * place so app.ts adds one line; and, when configured, the repair-order feed that moves the board.
 */
export function serviceBoardHandlers(deps: ServiceBoardDeps): ServedHandlers {
  const { app, db, clock } = deps;
  const settings = deps.dms;
  const dms =
    settings?.kind === 'http' ? new HttpDms(settings.url) : new SimulatedDms(db, settings?.speed ?? 1);
  if (settings) {
    const source = settings.kind === 'http' ? 'DMS' : 'SIMULATED_DMS';
    runRepairOrderFeed(
      app,
      new RepairOrderFeed({ db, dms, outbox: deps.outbox, clock, source }),
      settings.pollMs,
    );
  }
  return {
    ...repairOrderHandlers(new RepairOrderService(db, clock)),
    ...salesHandlers(new SalesService(db)),
    ...bridgeHandlers(new BridgeService(db, clock), new BridgeRateLimit()),
    ...cdkHandlers(db, dms),
  };
}
