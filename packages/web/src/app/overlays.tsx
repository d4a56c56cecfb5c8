import { notificationsStore } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ModalsHost, NotificationsHost } from './overlay-hosts';

type OverlayHosts = {
  readonly NotificationsHost: typeof NotificationsHost;
  readonly ModalsHost: typeof ModalsHost;
};

/**
 * Notifications and modals show nothing on a first screen, yet their components (transitions,
 * portals, focus traps, scroll locks) weigh about 17 KB gzipped: they are their own chunk, loaded
 * when the first notice or modal is asked for. Tests load it up front (src/test/setup.ts), so there
 * they mount at once, as before.
 */
let loaded: OverlayHosts | null = null;
export const loadOverlayHosts = (): Promise<OverlayHosts> =>
  import('./overlay-hosts').then((hosts) => (loaded = hosts));

function useOverlayHosts(wanted: boolean): OverlayHosts | null {
  const [hosts, setHosts] = useState(loaded);
  useEffect(() => {
    if (!wanted || hosts) return;
    let current = true;
    // A failed load is tried again at the next notice or modal.
    loadOverlayHosts().then(
      (ready) => current && setHosts(ready),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hosts, wanted]);
  return hosts;
}

// Where the lazily mounted host expects them (Mantine's host sets the same when it mounts): a notice
// shown before it has mounted is placed and counted as it will be shown.
notificationsStore.updateState((state) => ({ ...state, limit: 4, defaultPosition: 'top-right' }));

const anyNotice = () => {
  const state = notificationsStore.getState();
  return state.notifications.length + state.queue.length > 0;
};

/** Notifications, from the first notice on (the store keeps notices shown before it mounts). */
export function LazyNotifications() {
  const hosts = useOverlayHosts(useSyncExternalStore(notificationsStore.subscribe, anyNotice));
  return hosts ? <hosts.NotificationsHost /> : null;
}

/** The window events `modals.*` of @mantine/modals dispatch (its createUseExternalEvents prefix). */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Holds the modal requests made before the host listens, and passes them on, in order, once it does.
 * `onFirst` runs at the first request.
 */
export function holdModalRequests(onFirst: () => void): { release: () => void } {
  const held: CustomEvent[] = [];
  const hold = (event: Event) => {
    if (held.length === 0) onFirst();
    held.push(event as CustomEvent);
  };
  for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
  return {
    release() {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
      for (const event of held.splice(0)) {
        window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail as unknown }));
      }
    },
  };
}

/** The modals host, from the first `modals.*` request on; requests made while it loads are kept. */
export function LazyModals() {
  const [wanted, setWanted] = useState(loaded !== null);
  const held = useRef<{ release: () => void } | null>(null);
  useEffect(() => {
    if (loaded) return;
    const requests = holdModalRequests(() => setWanted(true));
    held.current = requests;
    return requests.release;
  }, []);
  const hosts = useOverlayHosts(wanted);
  const onListening = useCallback(() => held.current?.release(), []);
  return hosts ? <hosts.ModalsHost onListening={onListening} /> : null;
}
