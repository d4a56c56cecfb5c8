import { useEffect } from 'react';
import { useServices } from '../../services/services-context';

/**
 * Idle sign-out (spec 1 §4, §9) with the domain's machine: after the idle timeout (30 minutes by
 * default, see the domain's idleTimeoutMs) the stored unread responses are reported one by one,
 * then the session, local storage and local database are cleared and the page reloads 100 ms later.
 * The machine loads when the staff member goes idle (idle-sign-out-run.ts); once it runs it runs
 * on, even if this screen goes away: half a sign-out must never stay half done.
 */
export function useIdleSignOut(): void {
  const { unreadResponses, localData, page, idleWatch, environment } = useServices();
  useEffect(
    () =>
      idleWatch.watch(environment.idleTimeoutMs, () => {
        void import('./idle-sign-out-run').then(({ runIdleSignOut }) =>
          runIdleSignOut({ outbox: unreadResponses, wiper: localData, page }),
        );
      }),
    [environment.idleTimeoutMs, idleWatch, localData, page, unreadResponses],
  );
}
