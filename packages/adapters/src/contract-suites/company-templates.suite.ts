import type { CompanyTemplateGateway, OfficeScope } from '@torque/domain';
import {
  InMemoryCompanyTemplateGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type CompanyTemplatesSubject = {
  readonly gateway: CompanyTemplateGateway;
  readonly server: InMemoryCompanyTemplateGateway;
};

const scope = { companyId: '1', divisionId: 'DIV004', officeId: '3' } as const;
const otherOffice: OfficeScope = { ...scope, officeId: '4' };

/** One service and one sales template in office 3; lead 101 (Maria) to fill them in for. */
export function companyTemplatesState(): InMemoryCompanyTemplateGateway {
  const server = new InMemoryCompanyTemplateGateway(new InMemoryLeadGateway([sampleLead()]));
  server.put('service', scope, {
    templateCode: 'SVC_DUE',
    moc: 'SMS',
    body: 'Hi ${lead.contact.firstName}, service is due.',
  });
  server.put('sales', scope, {
    templateCode: 'THANKS',
    moc: 'EMAIL',
    subject: 'Thank you',
    body: 'Thanks ${lead.contact.firstName}!',
  });
  return server;
}

export function companyTemplatesContract(makeSubject: () => CompanyTemplatesSubject): void {
  describe('CompanyTemplateGateway contract', () => {
    it("lists an office's service and sales templates apart", async () => {
      const { gateway } = makeSubject();
      const codes = async (family: 'service' | 'sales', where: OfficeScope = scope) => {
        const found = await gateway.templates(family, where);
        return found.ok ? found.value.data.map((t) => t.templateCode) : found.error.message;
      };
      expect(await codes('service')).toEqual(['SVC_DUE']);
      expect(await codes('sales')).toEqual(['THANKS']);
      expect(await codes('service', otherOffice)).toEqual([]);
    });

    it('fills a template in for a lead, and refuses a code the office does not have', async () => {
      const { gateway } = makeSubject();
      const fill = { contactId: 7, templateCode: 'THANKS', moc: 'EMAIL', leadId: leadId(101) };
      expect(await gateway.populated('sales', scope, fill)).toEqual({
        ok: true,
        value: { templateCode: 'THANKS', moc: 'EMAIL', subject: 'Thank you', body: 'Thanks Maria!' },
      });
      const missing = await gateway.populated('service', scope, { ...fill, templateCode: 'NOPE' });
      expect(missing.ok ? undefined : missing.error).toMatchObject({ status: 404, tone: 'warning' });
    });

    it('saves a company template by code, a second save replacing the first', async () => {
      const { gateway } = makeSubject();
      const saved = await gateway.saveCompanyTemplate(scope, { templateCode: 'WELCOME', body: 'Welcome' });
      expect(saved.ok && saved.value.templateId).toBeGreaterThan(0);
      await gateway.saveCompanyTemplate(scope, { templateCode: 'WELCOME', body: 'Welcome back' });
      const all = await gateway.companyTemplates(scope);
      const welcome = all.ok ? all.value.data.filter((t) => t.templateCode === 'WELCOME') : [];
      expect(welcome.map((t) => t.body)).toEqual(['Welcome back']);
    });

    it('answers the dynamic template list for the codes and means of contact asked', async () => {
      const { gateway } = makeSubject();
      const found = await gateway.dynamicTemplates({
        ...scope,
        templateCodes: ['SVC_DUE', 'THANKS'],
        moc: 'SMS',
      });
      expect(found.ok && found.value.data.map((t) => t.templateCode)).toEqual(['SVC_DUE']);
    });
  });
}
