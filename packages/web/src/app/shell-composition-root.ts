import { BrowserDeepLinkStore, BrowserSessionStore } from '@torque/adapters';
import type { ShellServices } from '../services/services';

/** The router app's part of the composition root: the stored session (userData) and deep links. */
export function createShellServices(): ShellServices {
  const storage = window.localStorage;
  return { sessionStore: new BrowserSessionStore(storage), deepLinks: new BrowserDeepLinkStore(storage) };
}
