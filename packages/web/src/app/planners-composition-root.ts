import { HttpPlannerGateway, type ApiClient } from '@torque/adapters';
import type { PlannerGateway } from '@torque/domain';

/** The planner adapter, loaded with the planners screen rather than with the lead manager. */
export function createPlannerGateway(client: ApiClient, onUnauthorized: () => void): PlannerGateway {
  return new HttpPlannerGateway(client, { onUnauthorized });
}
