import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { CompanyTemplateService } from './company-template.service.js';

type CompanyTemplateOperations =
  'getTemplateCustom' | 'saveTemplateCustom' | 'getPopulatedServiceTemplate' | 'getPopulatedSalesTemplate';

export function companyTemplateHandlers(
  templates: CompanyTemplateService,
): Pick<OperationHandlers, CompanyTemplateOperations> {
  return {
    getTemplateCustom: async (request) => templates.list(principalOf(request), request.query),
    saveTemplateCustom: async (request) => templates.save(principalOf(request), request.query, request.body),
    getPopulatedServiceTemplate: async (request) =>
      templates.populated(principalOf(request), 'service', request.query),
    getPopulatedSalesTemplate: async (request) =>
      templates.populated(principalOf(request), 'sales', request.query),
  };
}
