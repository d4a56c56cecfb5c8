import { DateTime } from 'luxon';

/** Spec 1 §9 and spec 2: the business time zone of delay styling. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/**
 * A message's createdOn as an instant. Times with an offset keep it; times without one are read as
 * business (New York) time, as the server writes them. Unreadable times give null.
 */
export function messageInstant(createdOn: string | null | undefined): DateTime | null {
  if (!createdOn) return null;
  const iso = DateTime.fromISO(createdOn, { zone: BUSINESS_TIME_ZONE });
  if (iso.isValid) return iso;
  const sql = DateTime.fromSQL(createdOn, { zone: BUSINESS_TIME_ZONE });
  return sql.isValid ? sql : null;
}
