import type { UserSession } from './user-session.schema.js';

/**
 * Issue 14: lists and conversations show every time in the viewer's office zone (the signed-in
 * user's store, as the server reports it in the session), so rows of customers in other zones sort
 * and read truthfully. A session without one (an older stored session) falls back to `fallback`,
 * the zone the screen runs in.
 */
export function viewerTimeZone(
  session: Pick<UserSession, 'officeTimeZone'> | null | undefined,
  fallback: string,
): string {
  const zone = session?.officeTimeZone?.trim();
  return zone ? zone : fallback;
}
