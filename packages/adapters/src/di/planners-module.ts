import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import type { ApiClient } from '../http/api-client.js';
import { HttpPlannerGateway } from '../http/planners.http.js';
import { OPERATIONS_TOKENS as OPS } from './operations-tokens.js';
import { TOKENS } from './tokens.js';

type OnUnauthorized = () => void;

/**
 * Only the planner gateway: the operations adapter the staff app's /planners screen needs, without the
 * import, appointment and bridge adapters (staffAppAdapterModules).
 */
export function plannersAdapterModule(): ContainerModule {
  return new ContainerModule(({ bind }) => bindPlanners(bind));
}

export function bindPlanners(bind: ContainerModuleLoadOptions['bind']): void {
  bind(OPS.PlannerGateway)
    .toResolvedValue(
      (client: ApiClient, onUnauthorized: OnUnauthorized) =>
        new HttpPlannerGateway(client, { onUnauthorized }),
      [TOKENS.ApiClient, TOKENS.OnUnauthorized],
    )
    .inSingletonScope();
}
