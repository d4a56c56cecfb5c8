import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { adminLogAbout } from '../schedulers/scheduler-test-support.js';

let server: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server.close());

const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) => {
  const response = await server.app.inject({
    method,
    url,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

const firstLead = async () => {
  const [row] = await server.db.query<{ id: number; first_name: string }>(
    `SELECT f.id, c.first_name FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
      ORDER BY f.id LIMIT 1`,
  );
  return row!;
};

describe('the developer area', () => {
  it('lists the assistant template and aiva files and reads one', async () => {
    const tpl = await inject('GET', '/aiva/developer/files/tpl', admin);
    expect(tpl.body.data).toEqual(expect.arrayContaining(['opening.tpl', 'follow-up.tpl']));
    const aiva = await inject('GET', '/aiva/developer/files/aiva', admin);
    expect(aiva.body.data).toContain('service-replies.aiva');
    const file = await inject('GET', '/aiva/developer/file/content?kind=tpl&name=opening.tpl', admin);
    expect(String(file.body.content)).toContain('${lead.contact.firstName}');
    const missing = await inject('GET', '/aiva/developer/file/content?kind=tpl&name=nope.tpl', admin);
    expect(missing.status).toBe(404);
  });

  it('previews a template with a lead filled in through the template engine, never running it', async () => {
    const lead = await firstLead();
    const preview = await inject('POST', '/aiva/developer/template/preview', admin, {
      template: 'Hi ${lead.contact.firstName} ${constructor.constructor("return process")()}',
      futureServiceInteractionId: lead.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.body).toBe(`Hi ${lead.first_name} \${constructor.constructor("return process")()}`);
    const sample = await inject('POST', '/aiva/developer/template/preview', admin, {
      template: 'Hi ${lead.contact.firstName}',
      context: { contact: { firstName: 'Ann' } },
    });
    expect(sample.body).toMatchObject({
      body: 'Hi Ann',
      title: expect.stringMatching(/^Filled with lead \d+$/),
    });
  });

  it('validates an aiva file and a template, naming each problem', async () => {
    const good = await inject('POST', '/aiva/developer/aiva/validate', admin, {
      name: 'x.aiva',
      content: JSON.stringify({ replies: [{ when: ['yes'], reply: 'Ok' }], fallback: 'Thanks' }),
    });
    expect(good.body).toMatchObject({ success: true, errors: [] });
    const bad = await inject('POST', '/aiva/developer/aiva/validate', admin, {
      name: 'x.tpl',
      kind: 'tpl',
      content: 'Hi ${lead.contact.shoeSize}',
    });
    expect(bad.body).toEqual({
      success: false,
      output: null,
      errors: ['Unknown placeholder ${lead.contact.shoeSize}.'],
    });
  });

  it('saves only a valid file, and records who saved it in the admin log', async () => {
    const refused = await inject('PUT', '/aiva/developer/file', admin, {
      name: 'opening.tpl',
      kind: 'tpl',
      content: 'Hi ${lead.nope}',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Unknown placeholder ${lead.nope}.');
    const path = await inject('PUT', '/aiva/developer/file', admin, {
      name: '../x.tpl',
      kind: 'tpl',
      content: 'Hi',
    });
    expect(path.status).toBe(400);
    const saved = await inject('PUT', '/aiva/developer/file', admin, {
      name: 'welcome.tpl',
      kind: 'tpl',
      content: 'Welcome ${lead.contact.firstName}',
    });
    expect(saved.status).toBe(200);
    const file = await inject('GET', '/aiva/developer/file/content?kind=tpl&name=welcome.tpl', admin);
    expect(file.body.content).toBe('Welcome ${lead.contact.firstName}');
    expect(await adminLogAbout(server.db, 'File welcome.tpl')).toEqual([
      expect.objectContaining({ action: 'use the developer area', detail: 'Added (33 characters).' }),
    ]);
  });

  it('executes as a dry run: the text it would send, and nothing queued', async () => {
    const lead = await firstLead();
    const [before] = await server.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM message_instance',
    );
    const aiva = JSON.stringify({
      replies: [{ when: ['price'], reply: 'Prices soon, ${lead.contact.firstName}' }],
      fallback: 'Thanks',
    });
    const run = await inject('POST', '/aiva/developer/execute', admin, {
      script: aiva,
      futureServiceInteractionId: lead.id,
      input: 'What is the PRICE?',
    });
    expect(run.body).toEqual({ success: true, output: `Prices soon, ${lead.first_name}`, errors: [] });
    const [after] = await server.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM message_instance',
    );
    expect(after!.n).toBe(before!.n);
    const noLead = await inject('POST', '/aiva/developer/execute', admin, { script: 'Hi' });
    expect(noLead.status).toBe(400);
  });

  it('writes a log entry and refuses the roles the permission table leaves out', async () => {
    const logged = await inject('POST', '/aiva/developer/log', admin, {
      level: 'WARN',
      message: 'checked opening.tpl',
    });
    expect(logged.status).toBe(200);
    expect((await adminLogAbout(server.db, 'Developer log'))[0]?.detail).toBe('WARN: checked opening.tpl');
    for (const role of ['ENTERPRISE_ADMIN', 'SALES_REP'] as const) {
      const refused = await inject('GET', '/aiva/developer/files/tpl', await server.signIn(role));
      expect(refused.status).toBe(403);
    }
  });
});
