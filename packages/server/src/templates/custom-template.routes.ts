import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { CustomTemplateService } from './custom-template.service.js';
import { pathOf } from './path-params.js';

type CustomTemplateOperations =
  | 'getCustomTemplate'
  | 'saveCustomTemplate'
  | 'searchCustomTemplates'
  | 'applyCustomTemplate'
  | 'addFavoriteTemplate'
  | 'removeFavoriteTemplate'
  | 'getEnterpriseCustomTemplates'
  | 'getUserCustomTemplates'
  | 'deleteCustomTemplate';

export function customTemplateHandlers(
  templates: CustomTemplateService,
): Pick<OperationHandlers, CustomTemplateOperations> {
  return {
    getCustomTemplate: async (request) => templates.get(principalOf(request), request.query.templateId),
    saveCustomTemplate: async (request) => templates.save(principalOf(request), request.body),
    searchCustomTemplates: async (request) =>
      templates.search(principalOf(request), {
        ...request.body,
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
    applyCustomTemplate: async (request) => templates.apply(principalOf(request), request.body),
    addFavoriteTemplate: async (request) =>
      templates.setFavorite(principalOf(request), pathOf(request).templateId, true),
    removeFavoriteTemplate: async (request) =>
      templates.setFavorite(principalOf(request), pathOf(request).templateId, false),
    getEnterpriseCustomTemplates: async (request) => {
      const { enterpriseId, serviceType } = pathOf(request);
      return templates.enterpriseTemplates(principalOf(request), enterpriseId, serviceType);
    },
    getUserCustomTemplates: async (request) =>
      templates.userTemplates(principalOf(request), pathOf(request).serviceType),
    deleteCustomTemplate: async (request) =>
      templates.delete(principalOf(request), pathOf(request).templateId),
  };
}
