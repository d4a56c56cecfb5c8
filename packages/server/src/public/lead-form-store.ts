import { leadFormForStorePhone } from '@torque/domain';
import type { Queryable } from '../db/database.js';

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
  const [registered] = await db.query<Omit<LeadFormStore, 'ownsNumber'>>(
    `SELECT s.id, s.boc_id AS "bocId", s.make FROM store s
      WHERE s.phone_number = $1
         OR EXISTS (SELECT 1 FROM store_number n WHERE n.store_id = s.id AND n.phone_number = $1)
         OR EXISTS (SELECT 1 FROM assistant a WHERE a.store_id = s.id AND a.phone_number = $1)
      ORDER BY s.id LIMIT 1`,
    [storePhoneNumber],
  );
  if (registered) return { ...registered, ownsNumber: true };
  const form = leadFormForStorePhone(storePhoneNumber);
  if (!form) return null;
  const [byMake] = await db.query<Omit<LeadFormStore, 'ownsNumber'>>(
    `SELECT id, boc_id AS "bocId", make FROM store
      ORDER BY (lower(make) = lower($1)) DESC, id LIMIT 1`,
    [form.displayName],
  );
  return byMake ? { ...byMake, ownsNumber: false } : null;
}
