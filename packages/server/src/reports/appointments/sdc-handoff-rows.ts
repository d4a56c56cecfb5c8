import { tallyHandoffOutcomes } from '@torque/domain';
import type { HandoffFactsGroup } from './activity.repository.js';

/** One SDC hand-off report row: a store's hand-offs and how many ended in each outcome (spec 2 §9). */
export type SdcHandoffRow = {
  readonly storeId: number;
  readonly storeName: string;
  readonly handoffs: number;
  readonly customerNotContacted: number;
  readonly issueNotResolved: number;
  readonly issueResolved: number;
  readonly noResponse: number;
};

/** Per store, the outcome of each group of hand-offs (the domain's rule) summed up. */
export function sdcHandoffRows(groups: readonly HandoffFactsGroup[]): SdcHandoffRow[] {
  const stores = new Map<number, { name: string; groups: HandoffFactsGroup[] }>();
  for (const group of groups) {
    const store = stores.get(group.storeId) ?? { name: group.storeName, groups: [] };
    store.groups.push(group);
    stores.set(group.storeId, store);
  }
  return [...stores.entries()]
    .sort(([a], [b]) => a - b)
    .map(([storeId, store]) => {
      const counts = tallyHandoffOutcomes(store.groups);
      return {
        storeId,
        storeName: store.name,
        handoffs: store.groups.reduce((sum, group) => sum + group.handoffs, 0),
        customerNotContacted: counts.CUSTOMER_NOT_CONTACTED,
        issueNotResolved: counts.ISSUE_NOT_RESOLVED,
        issueResolved: counts.ISSUE_RESOLVED,
        noResponse: counts.NO_RESPONSE,
      };
    });
}
