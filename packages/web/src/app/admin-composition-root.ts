import { HttpRejectedInboundEventsGateway, type ApiClient } from '@torque/adapters';
import type { RejectedInboundEventsGateway } from '@torque/domain';

/** The rejected carrier events adapter, loaded with its super-user screen rather than with the lead manager. */
export function createRejectedInboundEventsGateway(
  client: ApiClient,
  onUnauthorized: () => void,
): RejectedInboundEventsGateway {
  return new HttpRejectedInboundEventsGateway(client, { onUnauthorized });
}
