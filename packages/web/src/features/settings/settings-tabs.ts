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
    id: 'schedulers',
    title: 'Schedulers',
    action: 'manage schedulers',
    Panel: lazy(() => import('../schedulers').then((m) => ({ default: m.SchedulersPanel }))),
  },
];
