import { HttpDeveloperGateway, type ApiClient } from '@torque/adapters';
import type { DeveloperGateway } from '@torque/domain';

/** The developer area's adapter, loaded with /developer rather than with the lead manager. */
export function createDeveloperGateway(client: ApiClient, onUnauthorized: () => void): DeveloperGateway {
  return new HttpDeveloperGateway(client, { onUnauthorized });
}
