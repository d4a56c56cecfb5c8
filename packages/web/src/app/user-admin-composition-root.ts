import { HttpUserAdminGateway, type ApiClient } from '@torque/adapters';
import type { UserAdminGateway } from '@torque/domain';

/** The user-admin adapter, loaded with /user-management rather than with the lead manager. */
export function createUserAdminGateway(client: ApiClient, onUnauthorized: () => void): UserAdminGateway {
  return new HttpUserAdminGateway(client, { onUnauthorized });
}
