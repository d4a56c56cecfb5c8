import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { MessageOptionsService } from './message-options.service.js';
import type { UnreadCountsService, UnreadGrouping } from './unread-counts.service.js';

type MessageOptionOperations =
  | 'archiveMessage'
  | 'setMessageResponseTime'
  | 'getUnreadByService'
  | 'getUnreadByStoreId'
  | 'getUnreadByRoStatus'
  | 'getUnreadByAppointment';

export function messageOptionHandlers(
  options: MessageOptionsService,
  unread: UnreadCountsService,
): Pick<OperationHandlers, MessageOptionOperations> {
  const counts =
    (grouping: UnreadGrouping) =>
    async (
      request: { headers: unknown; query: unknown; principal: unknown } & Parameters<typeof principalOf>[0],
    ) => {
      const header = (request.headers as Record<string, string | undefined>)['enterpriseid'];
      const storeId = (request.query as { storeIdPk?: number }).storeIdPk;
      return unread.counts(principalOf(request), grouping, {
        storeId,
        enterpriseId: header === undefined ? undefined : Number(header),
      });
    };
  return {
    archiveMessage: async (request) =>
      options.archive(principalOf(request), request.query.message_instance_id),
    setMessageResponseTime: async (request) => options.setResponseTime(principalOf(request), request.body),
    getUnreadByService: counts('service'),
    getUnreadByStoreId: counts('store'),
    getUnreadByRoStatus: counts('roStatus'),
    getUnreadByAppointment: counts('appointment'),
  };
}
