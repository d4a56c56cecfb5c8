import { err, ok, type Result } from '../shared/result.js';

/**
 * The statuses of a recall, HEA or FEA record (spec 2 §3: id, statusType, reason key): PENDING as
 * imported, ENRICHED or NOT_FOUND after its VIN was looked up, APPROVED or REJECTED by staff.
 */
export const ENRICHMENT_STATUSES = ['PENDING', 'ENRICHED', 'NOT_FOUND', 'APPROVED', 'REJECTED'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

export const UNKNOWN_ENRICHMENT_STATUS = `The status must be one of ${ENRICHMENT_STATUSES.join(', ')}.`;
export const REJECTION_REASON_REQUIRED = 'A rejected record needs a reason (reasonkey).';
export const REASON_TOO_LONG = 'The reason is longer than 100 characters.';

/** A status change as stored: the reason kept only when one is given. */
export function checkEnrichmentStatus(
  statusType: string,
  reasonkey: string | undefined,
): Result<{ statusType: EnrichmentStatus; reasonkey: string | null }, string> {
  const status = ENRICHMENT_STATUSES.find((known) => known === statusType.trim().toUpperCase());
  if (!status) return err(UNKNOWN_ENRICHMENT_STATUS);
  const reason = (reasonkey ?? '').trim();
  if (status === 'REJECTED' && reason === '') return err(REJECTION_REASON_REQUIRED);
  if (reason.length > 100) return err(REASON_TOO_LONG);
  return ok({ statusType: status, reasonkey: reason === '' ? null : reason });
}

/** The error-alert lead an FEA record becomes (lisa/fea), by the vehicle's make: Toyota and Lexus only. */
export const ERROR_ALERT_SERVICE_TYPES = {
  TOYOTA: 'TOYOTA_ERROR_ALERT',
  LEXUS: 'LEXUS_ERROR_ALERT',
} as const;

export function errorAlertServiceType(
  make: string | null | undefined,
): (typeof ERROR_ALERT_SERVICE_TYPES)[keyof typeof ERROR_ALERT_SERVICE_TYPES] | undefined {
  const brand = (make ?? '').trim().toUpperCase();
  return Object.hasOwn(ERROR_ALERT_SERVICE_TYPES, brand)
    ? ERROR_ALERT_SERVICE_TYPES[brand as keyof typeof ERROR_ALERT_SERVICE_TYPES]
    : undefined;
}
