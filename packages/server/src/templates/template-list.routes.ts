import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { TemplateListService } from './template-list.service.js';

type TemplateListOperations = 'getServiceTemplates' | 'getSalesTemplates' | 'getDynamicTemplateList';

export function templateListHandlers(
  lists: TemplateListService,
): Pick<OperationHandlers, TemplateListOperations> {
  return {
    getServiceTemplates: async (request) => lists.family(principalOf(request), 'service', request.query),
    getSalesTemplates: async (request) => lists.family(principalOf(request), 'sales', request.query),
    getDynamicTemplateList: async (request) => lists.dynamic(principalOf(request), request.body),
  };
}
