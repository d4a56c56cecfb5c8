import { HttpPlannerGateway, HttpPlannerScheduleGateway, type ApiClient } from '@torque/adapters';
import type { PlannerGateway, PlannerScheduleGateway } from '@torque/domain';

/** The planner adapter, loaded with the planners screen rather than with the lead manager. */
export function createPlannerGateway(client: ApiClient, onUnauthorized: () => void): PlannerGateway {
  return new HttpPlannerGateway(client, { onUnauthorized });
}

/** The nightly schedule adapter, likewise loaded with the planners screen. */
export function createPlannerScheduleGateway(
  client: ApiClient,
  onUnauthorized: () => void,
): PlannerScheduleGateway {
  return new HttpPlannerScheduleGateway(client, { onUnauthorized });
}
