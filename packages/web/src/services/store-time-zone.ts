import { viewerTimeZone } from '@torque/domain';
import { browserTimeZone } from '../ui/time';
import { useSession } from './session-context';

/**
 * Issue 30 (one clock): the zone every screen shows times in, the signed-in user's store (office) zone
 * the server reports in the session; the browser's zone only for a session that names none.
 */
export function useStoreTimeZone(): string {
  const { session } = useSession();
  return viewerTimeZone(session, browserTimeZone());
}
