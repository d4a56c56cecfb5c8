import { HttpSchedulerGateway, type ApiClient } from '@torque/adapters';
import type { SchedulerGateway } from '@torque/domain';

/** The schedulers adapter, loaded with the schedulers settings tab rather than with the lead manager. */
export function createSchedulerGateway(client: ApiClient, onUnauthorized: () => void): SchedulerGateway {
  return new HttpSchedulerGateway(client, { onUnauthorized });
}
