import { BrowserDeepLinkStore, BrowserSessionStore, BrowserShellPreferenceStore } from '@torque/adapters';
import type { ShellServices } from '../services/services';

/** The router app's part of the composition root: the stored session (userData), deep links, shell preferences. */
export function createShellServices(): ShellServices {
  const storage = window.localStorage;
  return {
    sessionStore: new BrowserSessionStore(storage),
    deepLinks: new BrowserDeepLinkStore(storage),
    shellPreferences: new BrowserShellPreferenceStore(storage),
  };
}
