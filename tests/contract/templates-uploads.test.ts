import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { TEMPLATE_UPLOAD_OPERATIONS } from './support/template-upload-operations.js';

// Issue 5 against openapi/: the template and upload operations answer as documented, refusals included.
let server: TestServer;
let uploadsDir = '';
let auth: { authorization: string };
let leadId = 0;
let contactId = 0;

const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'torque-contract-uploads-'));
  server = await startTestServer({ uploadsDir });
  // Start from no templates: the demo seed adds some, and the paging checks count what they make.
  await server.db.query('DELETE FROM custom_template');
  auth = await server.signIn('OFFICE_USER');
  const [row] = await server.db.query<{ lead: number; user: number }>(
    `SELECT (SELECT id FROM future_service_interaction WHERE store_id = 1 ORDER BY id LIMIT 1) AS lead,
            (SELECT id FROM app_user WHERE email = 'office_user@torque.demo') AS "user"`,
  );
  leadId = row!.lead;
  contactId = row!.user;
});
afterAll(async () => {
  await server?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('the template and upload operations keep the contract', () => {
  it('saves, reads, lists, searches, favourites, applies and deletes custom templates', async () => {
    const draft = {
      title: 'Pickup',
      body: 'Hi ${lead.contact.firstName}',
      serviceType: 'OIL_CHANGE',
      enterpriseId: 1,
    };
    const saved = await call('saveCustomTemplate', { payload: draft });
    expect(saved.status).toBe(200);
    const id = Number(saved.body.templateId);
    expect((await call('saveCustomTemplate', { payload: { ...draft, title: ' ' } })).status).toBe(400);
    expect((await call('saveCustomTemplate', { payload: { ...draft, templateId: 999_999 } })).status).toBe(
      404,
    );
    expect((await call('getCustomTemplate', { url: `/api/customTemplate?templateId=${id}` })).status).toBe(
      200,
    );
    expect((await call('getCustomTemplate', { url: '/api/customTemplate?templateId=0' })).status).toBe(400);
    const search = await call('searchCustomTemplates', {
      url: '/api/customTemplate/search?page=0&size=10',
      payload: { searchText: 'pick' },
    });
    expect(search.body).toMatchObject({ total: 1, page: 0, size: 10 });
    expect((await call('searchCustomTemplates', { payload: { unknown: true } })).status).toBe(400);
    const favourite = `/api/customTemplate/favorite/${id}`;
    expect((await call('addFavoriteTemplate', { url: favourite })).body).toEqual({
      message: 'Template added to favourites',
    });
    expect((await call('removeFavoriteTemplate', { url: favourite })).body).toEqual({
      message: 'Template removed from favourites',
    });
    expect(
      (await call('getUserCustomTemplates', { url: '/api/customTemplate/user/OIL_CHANGE' })).status,
    ).toBe(200);
    expect(
      (await call('getEnterpriseCustomTemplates', { url: '/api/customTemplate/1/OIL_CHANGE' })).status,
    ).toBe(200);
    expect(
      (await call('getEnterpriseCustomTemplates', { url: '/api/customTemplate/77/OIL_CHANGE' })).status,
    ).toBe(404);
    const apply = (lead: number) =>
      call('applyCustomTemplate', { payload: { templateId: id, futureServiceInteractionId: lead } });
    expect((await apply(leadId)).status).toBe(200);
    expect((await apply(987_654)).status).toBe(404);
    expect((await call('deleteCustomTemplate', { url: `/api/customTemplate/${id}` })).body).toEqual({
      message: 'Successfully Deleted',
    });
    expect((await call('deleteCustomTemplate', { url: `/api/customTemplate/${id}` })).status).toBe(404);
  });

  it('saves and lists company templates, and fills service and sales templates in', async () => {
    const office = (division: string) => `companyId=1&divisionId=${division}&officeId=1`;
    const save = (division: string, payload: object) =>
      call('saveTemplateCustom', { url: `/templateCustom?${office(division)}`, payload });
    expect(
      (await save('DIV004', { templateCode: 'SVC_DUE', moc: 'SMS', body: 'Due ${lead.contact.firstName}' }))
        .status,
    ).toBe(200);
    expect(
      (await save('DIV001', { templateCode: 'THANKS', subject: 'Thanks', body: 'Thanks!' })).status,
    ).toBe(200);
    expect((await save('DIV004', { templateCode: '', body: 'x' })).status).toBe(400);
    expect((await call('getTemplateCustom', { url: `/templateCustom?${office('DIV004')}` })).status).toBe(
      200,
    );
    expect(
      (await call('getTemplateCustom', { url: '/templateCustom?companyId=1&divisionId=DIV9&officeId=1' }))
        .status,
    ).toBe(400);
    const fill = (code: string, division: string) =>
      `?${office(division)}&contactId=${contactId}&templateCode=${code}&moc=SMS&futureServiceInteractionId=${leadId}`;
    const service = '/templateCustom/services/populated';
    const sales = '/templateDynamicParts/v2/templateCustom/sales/populated';
    expect(
      (await call('getPopulatedServiceTemplate', { url: service + fill('SVC_DUE', 'DIV004') })).status,
    ).toBe(200);
    expect(
      (await call('getPopulatedServiceTemplate', { url: service + fill('NOPE', 'DIV004') })).status,
    ).toBe(404);
    expect((await call('getPopulatedSalesTemplate', { url: sales + fill('THANKS', 'DIV001') })).status).toBe(
      200,
    );
    expect((await call('getPopulatedSalesTemplate', { url: `${sales}?${office('DIV001')}` })).status).toBe(
      400,
    );
  });

  it('uploads a file to a lead, and refuses an unknown lead or a type outside the allow-list', async () => {
    const body = async (name: string, text: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type }), name);
      const request = new Request('http://contract.test', { method: 'POST', body: form });
      return {
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')! },
      };
    };
    const upload = async (lead: number, name: string, type = 'text/plain') =>
      call('uploadConversationFile', {
        url: `/api/uploadFile?fsiId=${lead}`,
        ...(await body(name, 'Brakes: $240', type)),
      });
    expect((await upload(leadId, 'estimate.txt')).body).toMatchObject({ fileName: 'estimate.txt' });
    expect((await upload(987_654, 'estimate.txt')).status).toBe(404);
    expect((await upload(leadId, 'run.sh', 'application/x-sh')).status).toBe(400);
  });

  it('downloads an uploaded file by its answered address, without a token', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Brakes: $240'], { type: 'text/plain' }), 'estimate.txt');
    const request = new Request('http://contract.test', { method: 'POST', body: form });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/uploadFile?fsiId=${leadId}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...auth, 'content-type': request.headers.get('content-type')! },
    });
    const { url } = uploaded.json<{ url: string }>();
    const file = await server.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Brakes: $240');
    const missing = await call('downloadConversationFile', {
      url: `/uploads/${'0'.repeat(32)}.txt/estimate.txt`,
      headers: {},
    });
    expect(missing.status).toBe(404);
  });

  it('exercises every template and upload operation', () => {
    expect([...exercised].sort()).toEqual([...TEMPLATE_UPLOAD_OPERATIONS].sort());
  });
});
