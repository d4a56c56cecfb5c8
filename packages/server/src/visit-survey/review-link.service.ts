import { reviewUrlProblem, type Clock } from '@torque/domain';
import {
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers, Schemas } from '../http/contract.js';
import { principalOf } from '../auth/authenticate.hook.js';
import { badRequest, notFound } from '../http/http-error.js';
import { ReviewLinkRepository } from './review-link.repository.js';

type ReviewLink = Schemas['StoreReviewLink'];
const NO_SUCH_STORE = 'No such store.';

/**
 * Settings › Review link (issue 34): the page a store invites its happy customers (4–5) to review it
 * on. Read with the settings' read right, saved with their change right, within the user's enterprise;
 * only a full https address is kept, and an empty one clears it (then the customer is only thanked).
 */
export class ReviewLinkService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async read(principal: Principal, storeId: number): Promise<ReviewLink> {
    requireAdminAction(principal, 'see settings');
    const store = await new ReviewLinkRepository(this.db).find(storeId);
    if (!store) throw notFound(NO_SUCH_STORE);
    requireEnterpriseInReach(principal, store.enterprise_id);
    return { storeId, reviewUrl: store.review_url };
  }

  async save(
    principal: Principal,
    storeId: number,
    body: Schemas['StoreReviewLinkChange'],
  ): Promise<ReviewLink> {
    requireAdminAction(principal, 'change settings');
    const reviewUrl = body.reviewUrl?.trim() || null;
    const problem = reviewUrl === null ? null : reviewUrlProblem(reviewUrl);
    if (problem) throw badRequest(problem);
    return this.db.transaction(async (tx) => {
      const links = new ReviewLinkRepository(tx);
      const store = await links.find(storeId);
      if (!store) throw notFound(NO_SUCH_STORE);
      requireEnterpriseInReach(principal, store.enterprise_id);
      await links.save(storeId, reviewUrl);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change settings',
        subject: `Review link of store ${storeId}`,
        enterpriseId: store.enterprise_id,
        detail: reviewUrl ?? 'cleared',
      });
      return { storeId, reviewUrl };
    });
  }
}

export function reviewLinkHandlers(
  db: Database,
  clock: Clock,
): Pick<OperationHandlers, 'getStoreReviewLink' | 'saveStoreReviewLink'> {
  const links = new ReviewLinkService(db, clock);
  return {
    getStoreReviewLink: async (request) => links.read(principalOf(request), request.params.storeId),
    saveStoreReviewLink: async (request) =>
      links.save(principalOf(request), request.params.storeId, request.body),
  };
}
