import { HttpReportsGateway, type ApiClient } from '@torque/adapters';
import type { ReportsGateway } from '@torque/domain';

/** The reports adapter, loaded with the reports screen rather than with the lead manager. */
export function createReportsGateway(client: ApiClient, onUnauthorized: () => void): ReportsGateway {
  return new HttpReportsGateway(client, { onUnauthorized });
}
