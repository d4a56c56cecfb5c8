import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Page = { total: number; data: { templateCode: string; moc?: string; body: string }[] };

describe('template lists: /template/services, /template/sales, /dynamicTemplate/templateList', () => {
  let server: TestServer;
  let officeUser: { authorization: string };
  beforeAll(async () => {
    server = await startTestServer();
    officeUser = await server.signIn('OFFICE_USER');
  });
  afterAll(() => server.close());

  const get = async (url: string) =>
    (await server.app.inject({ method: 'GET', url, headers: officeUser })).json() as Page;
  const office = 'companyId=1&divisionId=DIV004&officeId=1&source=ALL';

  it("lists each family's templates, the office's own winning over the company-wide one", async () => {
    const services = await get(`/template/services?${office}`);
    expect(services.data.map((t) => t.templateCode)).toEqual([
      'APPOINTMENT_CONFIRM',
      'SERVICE_DUE',
      'SERVICE_RECAP',
      'VEHICLE_READY',
    ]);
    const sales = await get(`/template/sales?${office}`);
    expect(sales.data.map((t) => t.templateCode)).toEqual(['TEST_DRIVE_FOLLOW_UP', 'TRADE_IN_OFFER']);
    await server.app.inject({
      method: 'POST',
      url: '/templateCustom?companyId=1&divisionId=DIV004&officeId=1',
      headers: officeUser,
      payload: { templateCode: 'SERVICE_DUE', body: 'Our own reminder', moc: 'SMS' },
    });
    const after = await get(`/template/services?${office}`);
    expect(after.data.find((t) => t.templateCode === 'SERVICE_DUE')?.body).toBe('Our own reminder');
    expect(after.total).toBe(4);
  });

  it('filters the dynamic list by means of contact and codes, in the user office by default', async () => {
    const post = async (payload: object) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/dynamicTemplate/templateList',
          headers: officeUser,
          payload,
        })
      ).json() as Page;
    const sms = await post({ divisionId: 'DIV004', moc: 'sms' });
    expect(sms.data.every((t) => t.moc === 'SMS')).toBe(true);
    expect(sms.data.map((t) => t.templateCode)).not.toContain('SERVICE_RECAP');
    const picked = await post({ templateCodes: ['VEHICLE_READY', 'TRADE_IN_OFFER'] });
    expect(picked.data.map((t) => t.templateCode).sort()).toEqual(['TRADE_IN_OFFER', 'VEHICLE_READY']);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/dynamicTemplate/templateList',
      headers: officeUser,
      payload: { companyId: '1', officeId: '2' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
