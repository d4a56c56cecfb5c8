import { HttpStoresGateway, type ApiClient } from '@torque/adapters';
import type { StoresGateway } from '@torque/domain';

/** The store list of the customers screen's picker, loaded with that screen, not the lead manager. */
export function createCustomerStores(
  client: ApiClient,
  onUnauthorized: () => void,
): Pick<StoresGateway, 'enterpriseStores'> {
  return new HttpStoresGateway(client, { onUnauthorized });
}
