import { createBridgeClient, HttpSwimlaneBridgeGateway } from '@torque/adapters';
import type { SessionStore, SwimlaneBridgeGateway } from '@torque/domain';

/**
 * The swimlane bridge adapter, loaded with the service-order board. The embedded default answers the
 * bridge on the page's own origin (spec 2 §7), for signed-in staff only: the client sends the session's
 * token like the main API's (issue 28).
 */
export function createSwimlaneBridge(sessionStore: SessionStore): SwimlaneBridgeGateway {
  return new HttpSwimlaneBridgeGateway(createBridgeClient({ baseUrl: '', sessionStore }));
}
