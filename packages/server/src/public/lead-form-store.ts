import { leadFormForStorePhone } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { LeadFormRepository } from './lead-form.repository.js';

export type LeadFormStore = {
  readonly id: number;
  readonly bocId: number;
  readonly make: string;
  /** True when the number is registered to the store (store, assistant or store_number row). */
  readonly ownsNumber: boolean;
};

/**
 * The store a lead form's storePhoneNumber belongs to. A number registered to a store (its main,
 * an assistant's or a pool number) decides. The make forms' fixed numbers (domain lead-form-makes)
 * that an installation has not registered yet go to the store selling that make, else to the first
 * store, so every form works out of the box; register the number in store_number to choose.
 * Any other number belongs to no store.
 */
export async function leadFormStore(db: Queryable, storePhoneNumber: string): Promise<LeadFormStore | null> {
  const stores = new LeadFormRepository(db);
  const registered = await stores.storeOwningNumber(storePhoneNumber);
  if (registered) return { ...registered, ownsNumber: true };
  const form = leadFormForStorePhone(storePhoneNumber);
  if (!form) return null;
  const byMake = await stores.storeForMake(form.displayName);
  return byMake ? { ...byMake, ownsNumber: false } : null;
}
