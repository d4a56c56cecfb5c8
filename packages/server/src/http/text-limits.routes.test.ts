import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue 28: every free text the server takes has a maximum in the contract, and a text over it is a
 * 400 naming the field and the limit, never a 500; a long hostile template no longer freezes it.
 */
let server: TestServer;
let officeUser: Record<string, string>;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  officeUser = await server.signIn('OFFICE_USER');
  superAdmin = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server.close());

const post = async (url: string, headers: Record<string, string>, payload: object, method = 'POST') => {
  const response = await server.app.inject({ method: method as 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json() as { errors?: string[]; body?: string } };
};

const saveTemplate = (body: string) =>
  post('/api/customTemplate', officeUser, {
    title: 'Long',
    body,
    serviceType: 'OIL_CHANGE',
    enterpriseId: 1,
  });

describe('the contract bounds every free text (issue 28)', () => {
  it('saves a personal template of 5000 characters and refuses 5001 by the contract', async () => {
    expect((await saveTemplate('a'.repeat(5000))).status).toBe(200);
    const over = await saveTemplate('a'.repeat(5001));
    expect(over).toEqual({
      status: 400,
      body: expect.objectContaining({ errors: ['body/body must NOT have more than 5000 characters'] }),
    });
  });

  it('counts a line break as its stored <br> when it checks the template length', async () => {
    const over = await saveTemplate(`${'a'.repeat(4997)}\n`);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual(['A template is at most 5000 characters (a line break counts as 4).']);
  });

  it('refuses a company template body over 5000 characters', async () => {
    const where = 'companyId=1&divisionId=DIV004&officeId=1';
    const over = await post(`/templateCustom?${where}`, superAdmin, {
      templateCode: 'LONG_ONE',
      body: 'a'.repeat(5001),
      moc: 'SMS',
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual(['body/body must NOT have more than 5000 characters']);
  });

  it('refuses a developer file, preview or dry run over 200,000 characters and a log note over 2000', async () => {
    const huge = 'a'.repeat(200_001);
    const file = await post(
      '/aiva/developer/file',
      superAdmin,
      { name: 'big.tpl', kind: 'tpl', content: huge },
      'PUT',
    );
    expect(file.body.errors).toEqual(['body/content must NOT have more than 200000 characters']);
    const preview = await post('/aiva/developer/template/preview', superAdmin, { template: huge });
    expect(preview.body.errors).toEqual(['body/template must NOT have more than 200000 characters']);
    const dryRun = await post('/aiva/developer/execute', superAdmin, {
      script: 'Hi',
      input: 'a'.repeat(1601),
    });
    expect(dryRun.body.errors).toEqual(['body/input must NOT have more than 1600 characters']);
    const log = await post('/aiva/developer/log', superAdmin, { message: 'a'.repeat(2001) });
    expect(log.status).toBe(400);
    expect(log.body.errors).toEqual(['body/message must NOT have more than 2000 characters']);
  });

  it('previews the longest hostile template, `${` and 199,998 spaces, at once (it took minutes)', async () => {
    const template = `\${${' '.repeat(199_998)}`;
    const preview = await post('/aiva/developer/template/preview', superAdmin, { template });
    expect(preview.status).toBe(200);
    expect(preview.body.body).toBe(template);
  });
});
