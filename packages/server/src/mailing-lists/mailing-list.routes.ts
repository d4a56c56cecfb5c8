import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { ListTextService } from './list-text.service.js';
import type { MailingListBulkService } from './mailing-list-bulk.service.js';
import type { MailingListService } from './mailing-list.service.js';

type MailingListOperations =
  | 'createMailingList'
  | 'getMailingLists'
  | 'deleteMailingList'
  | 'addMailingListDetail'
  | 'getMailingListDetails'
  | 'deleteMailingListDetail'
  | 'addMailingListDetails'
  | 'getMailingListAudience'
  | 'previewMailingListText'
  | 'textMailingList';

export function mailingListHandlers(
  lists: MailingListService,
  bulk: MailingListBulkService,
  texts: ListTextService,
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
    addMailingListDetails: async (request) => bulk.addEntries(principalOf(request), request.body),
    getMailingListAudience: async (request) =>
      bulk.audience(principalOf(request), request.query.tenantId, request.query.mailingListMasterId),
    previewMailingListText: async (request) => texts.preview(principalOf(request), request.body),
    textMailingList: async (request) => texts.send(principalOf(request), request.body),
  };
}
