import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { readsArePersonal } from './personal-read.repository.js';
import {
  UnreadCountsRepository,
  type UnreadFilter,
  type UnreadGrouping,
} from './unread-counts.repository.js';

export type { UnreadGrouping } from './unread-counts.repository.js';

/**
 * Conversations with unread customer messages (spec 2 §7 unreadByService, unreadByStoreId,
 * v2/unreadByROStatus, unreadByAppt), counted per key, within the user's scope.
 */
export class UnreadCountsService {
  constructor(private readonly db: Database) {}

  async counts(
    principal: Principal,
    grouping: UnreadGrouping,
    filter: UnreadFilter,
  ): Promise<Schemas['UnreadCounts']> {
    const reader = readsArePersonal(principal) ? { readerId: principal.userId } : {};
    const counts = await new UnreadCountsRepository(this.db).counts(dataScopeOf(principal), grouping, {
      ...filter,
      ...reader,
    });
    return { total: counts.reduce((sum, row) => sum + row.count, 0), counts };
  }
}
