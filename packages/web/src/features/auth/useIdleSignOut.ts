import { createIdleSignOutMachine } from '@torque/domain';
import { useEffect } from 'react';
import { createActor } from 'xstate';
import { useServices } from '../../services/services-context';

/**
 * Idle sign-out (spec 1 §4, §9) with the domain's machine: after the idle timeout (30 minutes by
 * default, see the domain's idleTimeoutMs) the stored unread responses are reported one by one,
 * then the session, local storage and local database are cleared and the page reloads 100 ms later.
 */
export function useIdleSignOut(): void {
  const { unreadResponses, localData, page, idleWatch, environment } = useServices();
  useEffect(() => {
    const actor = createActor(createIdleSignOutMachine({ outbox: unreadResponses, wiper: localData, page }));
    actor.start();
    const stopWatching = idleWatch.watch(environment.idleTimeoutMs, () => actor.send({ type: 'IDLE' }));
    return () => {
      stopWatching();
      // A machine already clearing runs on: half a sign-out must never stay half done.
      if (actor.getSnapshot().value === 'active') actor.stop();
    };
  }, [environment.idleTimeoutMs, idleWatch, localData, page, unreadResponses]);
}
