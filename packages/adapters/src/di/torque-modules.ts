import type { ContainerModule } from 'inversify';
import { adminAdapterModule } from './admin-module.js';
import { plannerScheduleAdapterModule } from './planner-schedule-module.js';
import { browserAdapterModule, type BrowserAdapterConfig } from './browser-module.js';
import { leadsAdapterModule } from './leads-module.js';
import { messagingAdapterModule } from './messaging-module.js';
import { operationsAdapterModule } from './operations-module.js';

export type TorqueAdapterConfig = BrowserAdapterConfig & {
  /** The data-sync host ('' = the page's own origin, as in the embedded default). */
  readonly dataSyncBaseUrl: string;
  /** The swimlane bridge host ('' = the page's own origin). */
  readonly bridgeBaseUrl: string;
};

/** Every adapter module, in the order their bindings depend on each other. */
export function torqueAdapterModules(config: TorqueAdapterConfig): ContainerModule[] {
  return [
    browserAdapterModule(config),
    leadsAdapterModule({ apiBaseUrl: config.apiBaseUrl }),
    messagingAdapterModule({ apiBaseUrl: config.apiBaseUrl }),
    operationsAdapterModule({
      apiBaseUrl: config.apiBaseUrl,
      dataSyncBaseUrl: config.dataSyncBaseUrl,
      bridgeBaseUrl: config.bridgeBaseUrl,
    }),
    adminAdapterModule(),
    plannerScheduleAdapterModule(),
  ];
}

/**
 * The modules the staff web app consumes today (inbox, conversations, templates, deal room and the
 * rejected carrier events screen). The planner, appointment, repair-order, customer and other area
 * adapters load with their screens (lazy ports in the web app's composition root), so the lead
 * manager's first screen does not carry them (its 300 KB budget, scripts/bundle-budget.mjs).
 */
export function staffAppAdapterModules(config: BrowserAdapterConfig): ContainerModule[] {
  return [
    browserAdapterModule(config),
    leadsAdapterModule({ apiBaseUrl: config.apiBaseUrl }),
    messagingAdapterModule({ apiBaseUrl: config.apiBaseUrl }),
  ];
}
