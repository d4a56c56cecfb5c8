import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { DEVELOPER_OPERATIONS } from './support/developer-operations.js';

// Issue 20 (the developer area) against openapi/: files, preview, validate, dry-run execute and log.
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('the developer area keeps the contract', () => {
  it('lists, reads and saves files', async () => {
    const tpl = await call('getDeveloperTplFiles');
    expect(tpl.body.data).toContain('opening.tpl');
    const aiva = await call('getDeveloperAivaFiles');
    expect(aiva.body.data).toContain('service-replies.aiva');
    const file = await call('getDeveloperFile', {
      url: '/aiva/developer/file/content?kind=aiva&name=service-replies.aiva',
    });
    expect(file.body).toMatchObject({ kind: 'aiva', name: 'service-replies.aiva' });
    const saved = await call('saveDeveloperFile', { payload: { ...file.body } });
    expect(saved.status).toBe(200);
    const refused = await call('saveDeveloperFile', {
      payload: { name: 'x.aiva', kind: 'aiva', content: '{' },
    });
    expect(refused.status).toBe(400);
    const badKind = await call('getDeveloperFile', { url: '/aiva/developer/file/content?kind=exe&name=x' });
    expect(badKind.status).toBe(400);
  });

  it('previews, validates, executes and logs', async () => {
    const preview = await call('previewDeveloperTemplate', {
      payload: { template: 'Hi ${lead.office.name}' },
    });
    expect(preview.status).toBe(200);
    const valid = await call('validateDeveloperAiva', {
      payload: { name: 'a.tpl', kind: 'tpl', content: 'Hi' },
    });
    expect(valid.body.success).toBe(true);
    const run = await call('executeDeveloperScript', {
      payload: { script: 'Hi ${lead.contact.firstName}', futureServiceInteractionId: 1 },
    });
    expect(run.body.success).toBe(true);
    const logged = await call('writeDeveloperLog', { payload: { level: 'INFO', message: 'contract check' } });
    expect(logged.status).toBe(200);
  });

  it('exercises every developer-area operation', () => {
    expect([...exercised].sort()).toEqual([...DEVELOPER_OPERATIONS].sort());
  });
});
