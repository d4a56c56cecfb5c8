import type { ReplyReader } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { InboundRoutingRepository } from './inbound-routing.repository.js';

/**
 * Whose customer wrote, found before the reply is read (the classifier runs outside the transaction):
 * the enterprise of the store the text will be routed to, as InboundMessageService routes it (the
 * number's store, else the customer's latest lead, else the first store). Null when there is none.
 */
export async function readerOfInbound(
  db: Queryable,
  from: string,
  storeNumber: string | null,
): Promise<ReplyReader | null> {
  const routing = new InboundRoutingRepository(db);
  const store = storeNumber ? await routing.storeByNumber(storeNumber) : null;
  const storeId =
    store?.id ?? (await routing.latestLead(from, null))?.storeId ?? (await routing.fallbackStore())?.id;
  if (storeId === undefined) return null;
  const enterpriseId = await routing.enterpriseOfStore(storeId);
  return enterpriseId === null ? null : { enterpriseId };
}
