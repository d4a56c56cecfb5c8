import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  HttpAuthGateway,
  HttpCompanyTemplateGateway,
  HttpConversationGateway,
  HttpCustomTemplateGateway,
} from '@torque/adapters';
import { err, type AppError, type CustomTemplateGateway, type UserSession } from '@torque/domain';
import {
  FailureQueue,
  InMemoryCustomTemplateGateway,
  InMemorySessionStore,
  leadId,
} from '@torque/domain/testing';
import { buildApp, migrate, type Database } from '@torque/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../packages/server/src/testing/test-database.js';
import { pickedFile } from '../../packages/adapters/src/contract-suites/conversation-tools.suite.js';
import { customTemplatesContract } from '../../packages/adapters/src/contract-suites/custom-templates.suite.js';
import { FIXTURE_ACCOUNT, writeTemplateFixture } from './support/template-fixture.js';

// Issue 5 of the reference server: the HTTP adapters for templates and conversation files against
// the real server on a loopback port, in the world the adapters' suites assume (support/template-fixture.ts).
let database: TestDatabase;
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let base = '';
let session: UserSession;
let uploadsDir = '';

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'torque-served-uploads-'));
  database = await openEmptyTestDatabase();
  db = database.db;
  await migrate(db);
  await writeTemplateFixture(db);
  app = await buildApp({ db, uploadsDir });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signedIn = await new HttpAuthGateway(apiClient(new InMemorySessionStore())).login(FIXTURE_ACCOUNT);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.error.message}`);
  session = signedIn.value;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const apiClient = (sessionStore: InMemorySessionStore) => createApiClient({ baseUrl: base, sessionStore });
const signedInClient = () => apiClient(new InMemorySessionStore(session));

type Operation = keyof CustomTemplateGateway;

/**
 * The suite's `server` is its in-memory fake, used here only for the refusals it injects: those are
 * answered as the adapter would report the server's refusal; every other call goes to the real
 * server. Each test starts from no templates, ids counting from 1 again, as the suite expects.
 */
class InjectedFailures extends InMemoryCustomTemplateGateway {
  readonly queue = new FailureQueue<Operation>();
  override failNext(operation: Operation, error: AppError): void {
    this.queue.failNext(operation, error);
  }
}

function servedCustomTemplates(): { gateway: CustomTemplateGateway; server: InMemoryCustomTemplateGateway } {
  const server = new InjectedFailures();
  const real = new HttpCustomTemplateGateway(signedInClient());
  const emptied = db.exec('TRUNCATE custom_template RESTART IDENTITY CASCADE');
  const route =
    <K extends Operation>(operation: K) =>
    async (...args: Parameters<CustomTemplateGateway[K]>) => {
      await emptied;
      const injected = server.queue.take(operation);
      if (injected) return err(injected);
      return (real[operation] as (...a: typeof args) => ReturnType<CustomTemplateGateway[K]>)(...args);
    };
  const gateway = {
    template: route('template'),
    save: route('save'),
    search: route('search'),
    apply: route('apply'),
    setFavorite: route('setFavorite'),
    enterpriseTemplates: route('enterpriseTemplates'),
    userTemplates: route('userTemplates'),
    delete: route('delete'),
  } as CustomTemplateGateway;
  return { gateway, server };
}

customTemplatesContract(servedCustomTemplates);

describe('HttpConversationGateway.uploadFile against the reference server', () => {
  it('stores an uploaded file and answers where it is (conversation-tools suite case)', async () => {
    const gateway = new HttpConversationGateway(signedInClient());
    const uploaded = await gateway.uploadFile(leadId(101), pickedFile('repair-estimate.txt', 'Brakes: $240'));
    expect(uploaded.ok && uploaded.value.fileName).toBe('repair-estimate.txt');
    expect(uploaded.ok && uploaded.value.url).toContain('repair-estimate.txt');
    const unknown = await gateway.uploadFile(leadId(999), pickedFile('a.txt', 'a'));
    expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
  });

  it("refuses a file outside the allow-list with the server's message", async () => {
    const gateway = new HttpConversationGateway(signedInClient());
    const refused = await gateway.uploadFile(leadId(101), pickedFile('run.sh', 'echo', 'application/x-sh'));
    expect(refused.ok ? undefined : refused.error).toMatchObject({
      status: 400,
      message: 'Only images, PDF, text and Office documents may be uploaded.',
    });
  });
});

describe('HttpCompanyTemplateGateway against the reference server', () => {
  const service = { companyId: '5', divisionId: 'DIV004', officeId: '3' } as const;
  const sales = { ...service, divisionId: 'DIV001' } as const;

  it('saves a company template by code, a second save replacing the first', async () => {
    const gateway = new HttpCompanyTemplateGateway(signedInClient());
    const saved = await gateway.saveCompanyTemplate(service, { templateCode: 'WELCOME', body: 'Welcome' });
    expect(saved.ok && saved.value.templateId).toBeGreaterThan(0);
    await gateway.saveCompanyTemplate(service, { templateCode: 'WELCOME', body: 'Welcome back' });
    const all = await gateway.companyTemplates(service);
    const welcome = all.ok ? all.value.data.filter((t) => t.templateCode === 'WELCOME') : [];
    expect(welcome.map((t) => t.body)).toEqual(['Welcome back']);
  });

  it('fills a template in for a lead, and refuses a code the office does not have', async () => {
    const gateway = new HttpCompanyTemplateGateway(signedInClient());
    await gateway.saveCompanyTemplate(sales, {
      templateCode: 'THANKS',
      moc: 'EMAIL',
      subject: 'Thank you',
      body: 'Thanks ${lead.contact.firstName}!',
    });
    const fill = {
      contactId: session.userMasterId,
      templateCode: 'THANKS',
      moc: 'EMAIL',
      leadId: leadId(101),
    };
    expect(await gateway.populated('sales', sales, fill)).toEqual({
      ok: true,
      value: { templateCode: 'THANKS', moc: 'EMAIL', subject: 'Thank you', body: 'Thanks Maria!' },
    });
    const missing = await gateway.populated('service', service, { ...fill, templateCode: 'NOPE' });
    expect(missing.ok ? undefined : missing.error).toMatchObject({ status: 404, tone: 'warning' });
  });
});
