import type { AdminAction } from '@torque/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One tab of /settings (spec 2 §2 "Settings"): its address (/settings/<id>), its title, the admin
 * action a role needs to see it (session/admin-permissions.rules.ts), and its panel, loaded when opened.
 */
export type SettingsTab = {
  readonly id: string;
  readonly title: string;
  readonly action: AdminAction;
  readonly Panel: LazyExoticComponent<ComponentType>;
};

/** In the order the tabs show. Each feature adds its own line. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    id: 'messaging-numbers',
    title: 'Messaging numbers',
    action: 'manage messaging numbers',
    Panel: lazy(() => import('../messaging-numbers').then((m) => ({ default: m.MessagingNumbersPanel }))),
  },
  {
    id: 'planner-mapping',
    title: 'Planner mapping',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.PlannerMappingPanel }))),
  },
  {
    id: 'data-source',
    title: 'Data source',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.DataSourcePanel }))),
  },
  {
    id: 'data-sync',
    title: 'Data sync',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.DataSyncPanel }))),
  },
  {
    id: 'dms-view',
    title: 'DMS view',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.DmsViewPanel }))),
  },
  {
    id: 'dealer-vault',
    title: 'Dealer vault',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.DealerVaultPanel }))),
  },
  {
    id: 'review-link',
    title: 'Review link',
    action: 'see settings',
    Panel: lazy(() => import('../data-settings').then((m) => ({ default: m.ReviewLinkPanel }))),
  },
  {
    id: 'schedulers',
    title: 'Schedulers',
    action: 'manage schedulers',
    Panel: lazy(() => import('../schedulers').then((m) => ({ default: m.SchedulersPanel }))),
  },
];
