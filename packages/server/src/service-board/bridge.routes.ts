import type { OperationHandlers } from '../http/contract.js';
import type { BridgeRateLimit } from './bridge-rate-limit.js';
import type { BridgeService } from './bridge.service.js';

export type BridgeOperations =
  | 'getBridgeOpenRos'
  | 'getBridgeStores'
  | 'getBridgeAdvisors'
  | 'getBridgeClosedRos'
  | 'getBridgeAppointments';

/** The swimlane bridge host's five reads (no token, per the contract), each counted against the client's budget. */
export function bridgeHandlers(
  bridge: BridgeService,
  limit: BridgeRateLimit,
): Pick<OperationHandlers, BridgeOperations> {
  return {
    getBridgeOpenRos: async (request) => {
      limit.check(request.ip);
      return bridge.openRos(request.body);
    },
    getBridgeStores: async (request) => {
      limit.check(request.ip);
      return bridge.stores();
    },
    getBridgeAdvisors: async (request) => {
      limit.check(request.ip);
      return bridge.advisors(request.params.store);
    },
    getBridgeClosedRos: async (request) => {
      limit.check(request.ip);
      return bridge.closedRos(request.params.store, request.params.date, request.params.advisor);
    },
    getBridgeAppointments: async (request) => {
      limit.check(request.ip);
      return bridge.appointments(request.params.store, request.params.date);
    },
  };
}
