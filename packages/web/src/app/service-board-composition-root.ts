import { createBridgeClient, HttpSwimlaneBridgeGateway } from '@torque/adapters';
import type { SwimlaneBridgeGateway } from '@torque/domain';

/**
 * The swimlane bridge adapter, loaded with the service-order board. The embedded default answers the
 * bridge on the page's own origin, without a token (spec 2 §7).
 */
export function createSwimlaneBridge(): SwimlaneBridgeGateway {
  return new HttpSwimlaneBridgeGateway(createBridgeClient({ baseUrl: '' }));
}
