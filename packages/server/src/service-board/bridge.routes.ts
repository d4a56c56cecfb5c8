import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { BridgeRateLimit } from './bridge-rate-limit.js';
import type { BridgeCaller, BridgeService } from './bridge.service.js';

export type BridgeOperations =
  | 'getBridgeOpenRos'
  | 'getBridgeStores'
  | 'getBridgeAdvisors'
  | 'getBridgeClosedRos'
  | 'getBridgeAppointments';

/**
 * The swimlane bridge's five reads. They answer customer names, VINs and repair orders, so the
 * authentication hook has already required a staff session or the bridge host's secret (issue 28);
 * each call is also counted against the client's budget.
 */
export function bridgeHandlers(
  bridge: BridgeService,
  limit: BridgeRateLimit,
): Pick<OperationHandlers, BridgeOperations> {
  return {
    getBridgeOpenRos: async (request) => {
      limit.check(request.ip);
      return bridge.openRos(callerOf(request), request.body);
    },
    getBridgeStores: async (request) => {
      limit.check(request.ip);
      return bridge.stores(callerOf(request));
    },
    getBridgeAdvisors: async (request) => {
      limit.check(request.ip);
      return bridge.advisors(callerOf(request), request.params.store);
    },
    getBridgeClosedRos: async (request) => {
      limit.check(request.ip);
      const { store, date, advisor } = request.params;
      return bridge.closedRos(callerOf(request), store, date, advisor);
    },
    getBridgeAppointments: async (request) => {
      limit.check(request.ip);
      return bridge.appointments(callerOf(request), request.params.store, request.params.date);
    },
  };
}

/** The bridge host (its secret) sees every store; anyone else is the signed-in user, or a 401. */
const callerOf = (request: FastifyRequest): BridgeCaller =>
  request.bridgeHost ? 'bridge-host' : principalOf(request);
