import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { COMPANY_WIDE_NEEDS_ENTERPRISE_ROLE } from './company-template.service.js';
import { leadOfStore } from './template-test-support.js';
import { CONTACT_NOT_FOUND, OFFICE_NOT_FOUND, TEMPLATE_CODE_REQUIRED } from './template.messages.js';

type Headers = { authorization: string };

describe('company templates (templateCustom) and the populated service and sales templates', () => {
  let server: TestServer;
  let officeUser: Headers;
  let enterpriseAdmin: Headers;
  let officeUserId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    // These cases start from no company templates; the demo's own are listed in template-list.routes.test.ts.
    await server.db.query('DELETE FROM company_template');
    officeUser = await server.signIn('OFFICE_USER');
    enterpriseAdmin = await server.signIn('ENTERPRISE_ADMIN');
    const [user] = await server.db.query<{ id: number }>(
      "SELECT id FROM app_user WHERE email = 'office_user@torque.demo'",
    );
    officeUserId = user!.id;
  });
  afterAll(() => server.close());

  const office = (officeId: string, divisionId = 'DIV004') =>
    `companyId=1&divisionId=${divisionId}&officeId=${officeId}`;
  const saveTo = (headers: Headers, where: string, record: object) =>
    server.app.inject({ method: 'POST', url: `/templateCustom?${where}`, headers, payload: record });
  const codes = async (headers: Headers, where: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/templateCustom?${where}`, headers });
    return (response.json() as { data: { templateCode: string; body: string }[] }).data;
  };

  it("saves an office's templates by code, a second save replacing the first", async () => {
    const first = await saveTo(officeUser, office('1'), {
      templateCode: 'WELCOME',
      body: 'Welcome',
      moc: 'sms',
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await saveTo(officeUser, office('1'), { templateCode: 'WELCOME', body: 'Welcome back' });
    expect(again.json()).toMatchObject({ templateId: first.json<{ templateId: number }>().templateId });
    expect((await codes(officeUser, office('1'))).map((t) => [t.templateCode, t.body])).toEqual([
      ['WELCOME', 'Welcome back'],
    ]);
    expect(await codes(enterpriseAdmin, office('2'))).toEqual([]);
  });

  it('keeps a store user to their own office and company-wide templates to enterprise users', async () => {
    const otherOffice = await saveTo(officeUser, office('2'), { templateCode: 'X', body: 'x' });
    expect(otherOffice.json()).toMatchObject({ statusCode: 404, message: OFFICE_NOT_FOUND });
    const companyWide = await saveTo(officeUser, office(''), { templateCode: 'X', body: 'x' });
    expect(companyWide.json()).toMatchObject({
      statusCode: 400,
      message: COMPANY_WIDE_NEEDS_ENTERPRISE_ROLE,
    });
    const otherCompany = await saveTo(officeUser, 'companyId=2&divisionId=DIV004&officeId=1', {
      templateCode: 'X',
      body: 'x',
    });
    expect(otherCompany.json()).toMatchObject({ statusCode: 404, message: 'No enterprise 2' });
    const blank = await saveTo(officeUser, office('1'), { templateCode: ' ', body: 'x' });
    expect(blank.json()).toMatchObject({ statusCode: 400, message: TEMPLATE_CODE_REQUIRED });
    const byAdmin = await saveTo(enterpriseAdmin, office(''), {
      templateCode: 'COMPANY_HELLO',
      body: 'Hello',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await codes(officeUser, office('1'))).map((t) => t.templateCode)).toContain('COMPANY_HELLO');
  });

  it("fills a service template in with the lead's customer, store and the writer", async () => {
    await saveTo(officeUser, office('1'), {
      templateCode: 'SVC_DUE',
      moc: 'SMS',
      subject: 'For ${lead.contact.firstName}',
      body: 'Hi ${lead.contact.firstName}, ${lead.office.name} here. Questions? ${lead.agent.agentEmail}',
    });
    const lead = await leadOfStore(server.db, 1);
    const fill = (path: string, params: Record<string, string | number>) =>
      server.app.inject({
        method: 'GET',
        url: `${path}?${office('1', String(params['divisionId'] ?? 'DIV004'))}&${new URLSearchParams({
          contactId: String(officeUserId),
          templateCode: 'SVC_DUE',
          moc: 'SMS',
          futureServiceInteractionId: String(lead.id),
          ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        })}`,
        headers: officeUser,
      });
    const service = '/templateCustom/services/populated';
    expect((await fill(service, {})).json()).toEqual({
      templateCode: 'SVC_DUE',
      moc: 'SMS',
      subject: `For ${lead.firstName}`,
      body: `Hi ${lead.firstName}, ${lead.storeName} here. Questions? office_user@torque.demo`,
    });
    expect((await fill(service, { moc: 'EMAIL' })).statusCode).toBe(404);
    const sales = await fill('/templateDynamicParts/v2/templateCustom/sales/populated', {});
    expect(sales.json()).toMatchObject({ statusCode: 404, message: 'No sales template SVC_DUE' });
    expect((await fill(service, { contactId: 999_999 })).json()).toMatchObject({
      message: CONTACT_NOT_FOUND,
    });
    const elsewhere = await leadOfStore(server.db, 2);
    const refused = await fill(service, { futureServiceInteractionId: elsewhere.id });
    expect(refused.json()).toMatchObject({ statusCode: 404, message: 'Lead not found.' });
  });

  it('fills a sales template of a sales division', async () => {
    await saveTo(officeUser, office('1', 'DIV001'), {
      templateCode: 'THANKS',
      moc: 'EMAIL',
      subject: 'Thank you',
      body: 'Thanks ${lead.contact.firstName}!',
    });
    const lead = await leadOfStore(server.db, 1);
    const response = await server.app.inject({
      method: 'GET',
      url: `/templateDynamicParts/v2/templateCustom/sales/populated?${office('1', 'DIV001')}&contactId=${officeUserId}&templateCode=THANKS&moc=EMAIL&futureServiceInteractionId=${lead.id}`,
      headers: officeUser,
    });
    expect(response.json()).toEqual({
      templateCode: 'THANKS',
      moc: 'EMAIL',
      subject: 'Thank you',
      body: `Thanks ${lead.firstName}!`,
    });
  });
});
