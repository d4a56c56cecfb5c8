import type { PlannerScheduleGateway } from '@torque/domain';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ApiClient } from '../http/api-client.js';
import { HttpPlannerScheduleGateway } from '../http/planner-schedule.http.js';
import { TOKENS } from './tokens.js';

/** The nightly planner schedule port (issue 15), in its own module so the staff app loads only it. */
export const PLANNER_SCHEDULE_TOKEN: ServiceIdentifier<PlannerScheduleGateway> = Symbol.for(
  'torque.planners.PlannerScheduleGateway',
);

/** Binds the schedule port to its HTTP adapter; needs TOKENS.ApiClient and OnUnauthorized bound. */
export function plannerScheduleAdapterModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PLANNER_SCHEDULE_TOKEN)
      .toResolvedValue(
        (client: ApiClient, onUnauthorized: () => void) =>
          new HttpPlannerScheduleGateway(client, { onUnauthorized }),
        [TOKENS.ApiClient, TOKENS.OnUnauthorized],
      )
      .inSingletonScope();
  });
}
