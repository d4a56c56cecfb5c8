import { requireRole } from '../auth/role-rules.js';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { RejectedInboundEventRepository } from './rejected-inbound-event.repository.js';

/** Carrier events are the platform's plumbing, not one dealership's data: the super user alone reads them. */
const mayReadRejectedEvents = (role: string): boolean => role === 'SUPER_USER';

export function rejectedInboundEventHandlers(
  db: Database,
): Pick<OperationHandlers, 'listRejectedInboundEvents'> {
  const events = new RejectedInboundEventRepository(db);
  return {
    listRejectedInboundEvents: async (request) => {
      requireRole(principalOf(request), mayReadRejectedEvents);
      const page = request.query.page ?? 0;
      const size = request.query.size ?? 50;
      const { rows, total } = await events.page(page, size);
      return {
        data: rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt).toISOString() })),
        response: 'Success',
        total,
        size,
        page,
      };
    },
  };
}
