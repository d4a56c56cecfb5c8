import {
  INCONSISTENT_DATA,
  type DynamicTemplateQuery,
  type OfficeScope,
  type TemplateRecord,
} from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  companyTemplatesContract,
  companyTemplatesState,
} from '../contract-suites/company-templates.suite.js';
import {
  answer,
  bodyOf,
  createFakeServer,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpCompanyTemplateGateway } from './company-templates.http.js';

let current: FakeServer | undefined;

const scopeOf = ({ query }: ContractCall): OfficeScope => ({
  companyId: String(query.companyId),
  divisionId: query.divisionId as OfficeScope['divisionId'],
  officeId: String(query.officeId),
});
const fillOf = ({ query }: ContractCall) => ({
  contactId: num(query.contactId),
  templateCode: String(query.templateCode),
  moc: String(query.moc),
  leadId: id(query.futureServiceInteractionId),
});

function subject() {
  const server = companyTemplatesState();
  current = createFakeServer({
    getTemplateCustom: async (call) => answer(await server.companyTemplates(scopeOf(call))),
    saveTemplateCustom: async (call) =>
      answer(await server.saveCompanyTemplate(scopeOf(call), bodyOf<TemplateRecord>(call))),
    getPopulatedServiceTemplate: async (call) =>
      answer(await server.populated('service', scopeOf(call), fillOf(call))),
    getPopulatedSalesTemplate: async (call) =>
      answer(await server.populated('sales', scopeOf(call), fillOf(call))),
    getServiceTemplates: async (call) => answer(await server.templates('service', scopeOf(call))),
    getSalesTemplates: async (call) => answer(await server.templates('sales', scopeOf(call))),
    getDynamicTemplateList: async (call) =>
      answer(await server.dynamicTemplates(bodyOf<DynamicTemplateQuery>(call))),
  });
  return { gateway: new HttpCompanyTemplateGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

companyTemplatesContract(subject);

describe('HttpCompanyTemplateGateway failures', () => {
  const scope = { companyId: '1', divisionId: 'DIV004', officeId: '3' } as const;

  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpCompanyTemplateGateway(rawAnswer(500, {}).api).templates('sales', scope);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpCompanyTemplateGateway(
      rawAnswer(200, { templateCode: 'X' }).api,
    ).saveCompanyTemplate(scope, {
      templateCode: 'X',
      body: 'B',
    });
    expect(result.ok ? '' : result.error.message).toContain('(body)');
  });
});
