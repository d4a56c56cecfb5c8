import type { LeadSubmission } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { LeadFormRepository } from './lead-form.repository.js';

/** A lead form names no vehicle; staff fill it in later (the inbound path uses the same placeholder). */
const UNKNOWN_VIN = 'UNKNOWN0000000000';

/**
 * The store's customer with this phone number, or a new one. A known customer keeps its record;
 * names left blank (a lead opened by a text from an unknown number) are filled from the form.
 */
export async function findOrCreateCustomer(
  tx: Queryable,
  submission: LeadSubmission,
  storeId: number,
  at: Date,
): Promise<number> {
  const forms = new LeadFormRepository(tx);
  return (
    (await forms.fillKnownCustomer(submission, storeId)) ?? forms.createCustomer(submission, storeId, at)
  );
}

/** The customer's latest vehicle, or a placeholder of the store's make. */
export async function vehicleForLead(
  tx: Queryable,
  customerId: number,
  make: string,
  at: Date,
): Promise<number> {
  const forms = new LeadFormRepository(tx);
  return (
    (await forms.latestVehicle(customerId)) ??
    forms.createPlaceholderVehicle(customerId, UNKNOWN_VIN, make, at)
  );
}
