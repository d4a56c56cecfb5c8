import type { ShellPreferenceStore } from '@torque/domain';

export const NAV_COLLAPSED_KEY = 'torque-nav-collapsed';

/** The shell's device preferences in browser storage ('true' when the sidebar is collapsed). */
export class BrowserShellPreferenceStore implements ShellPreferenceStore {
  constructor(private readonly storage: Storage) {}

  navCollapsed(): boolean {
    return this.storage.getItem(NAV_COLLAPSED_KEY) === 'true';
  }

  setNavCollapsed(collapsed: boolean): void {
    // Storage can refuse (private mode, quota): the choice then lasts only for this visit.
    try {
      this.storage.setItem(NAV_COLLAPSED_KEY, String(collapsed));
    } catch {
      /* kept in memory by the shell */
    }
  }
}
