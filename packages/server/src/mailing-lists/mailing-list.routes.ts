import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { MailingListService } from './mailing-list.service.js';

type MailingListOperations =
  | 'createMailingList'
  | 'getMailingLists'
  | 'deleteMailingList'
  | 'addMailingListDetail'
  | 'getMailingListDetails'
  | 'deleteMailingListDetail';

export function mailingListHandlers(
  lists: MailingListService,
): Pick<OperationHandlers, MailingListOperations> {
  return {
    createMailingList: async (request) => lists.create(principalOf(request), request.body),
    getMailingLists: async (request) => lists.lists(principalOf(request), request.query.tenantId),
    deleteMailingList: async (request) =>
      lists.remove(principalOf(request), request.query.tenantId, request.query.mailingListMasterId),
    addMailingListDetail: async (request) => lists.addDetail(principalOf(request), request.body),
    getMailingListDetails: async (request) =>
      lists.details(principalOf(request), request.query.tenantId, request.query.mailingListMasterId),
    deleteMailingListDetail: async (request) =>
      lists.removeDetail(principalOf(request), request.query.tenantId, request.query.mailingListDetailsId),
  };
}
