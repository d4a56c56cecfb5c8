import {
  TEMPLATE_ADDED_TO_FAVOURITES,
  TEMPLATE_DELETED,
  TEMPLATE_REMOVED_FROM_FAVOURITES,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { leadOfStore, signInOutsider } from './template-test-support.js';
import { SCOPE_CHANGE_REFUSED, TITLE_REQUIRED } from './template.messages.js';

type Headers = { authorization: string };
type Template = { templateId: number; title: string; body: string; scope: string; favorite: boolean };

describe('custom templates (Personal and Group tabs, favourites, apply)', () => {
  let server: TestServer;
  let officeUser: Headers;
  let officeManager: Headers;
  let superUser: Headers;
  let outsider: Awaited<ReturnType<typeof signInOutsider>>;

  beforeAll(async () => {
    server = await startTestServer();
    // Start from no templates: the demo seed adds some, and these tests count what they make.
    await server.db.query('DELETE FROM custom_template');
    officeUser = await server.signIn('OFFICE_USER');
    officeManager = await server.signIn('OFFICE_MANAGER');
    superUser = await server.signIn('SUPER_USER');
    outsider = await signInOutsider(server.db, server.app);
  });
  afterAll(() => server.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const save = (headers: Headers, draft: object) =>
    call(headers, 'POST', '/api/customTemplate', {
      title: 'Pickup',
      body: 'Hi ${lead.contact.firstName},\nyour car is ready at ${lead.office.name}.',
      serviceType: 'OIL_CHANGE',
      enterpriseId: 1,
      ...draft,
    });
  const saved = async (headers: Headers, draft: object = {}): Promise<Template> => {
    const response = await save(headers, draft);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Template>();
  };
  const titles = (response: { json: () => unknown }) =>
    (response.json() as { data: Template[] }).data.map((template) => template.title);

  it('adds a Personal template with br tags, only its owner sees, edits or deletes it', async () => {
    const mine = await saved(officeUser, { title: 'My pickup' });
    expect(mine).toMatchObject({
      title: 'My pickup',
      body: 'Hi ${lead.contact.firstName},<br>your car is ready at ${lead.office.name}.',
      scope: 'PERSONAL',
      favorite: false,
    });
    const url = `/api/customTemplate?templateId=${mine.templateId}`;
    expect((await call(officeUser, 'GET', url)).json()).toMatchObject({ title: 'My pickup' });
    expect(titles(await call(officeUser, 'GET', '/api/customTemplate/user/OIL_CHANGE'))).toContain(
      'My pickup',
    );

    expect((await call(officeManager, 'GET', url)).statusCode).toBe(404);
    expect(titles(await call(officeManager, 'GET', '/api/customTemplate/user/OIL_CHANGE'))).not.toContain(
      'My pickup',
    );
    const hijack = await save(officeManager, { templateId: mine.templateId, title: 'Mine now' });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json()).toMatchObject({ message: `No template ${mine.templateId}` });
    const stranger = `/api/customTemplate/${mine.templateId}`;
    expect((await call(officeManager, 'DELETE', stranger)).statusCode).toBe(404);

    const edited = await saved(officeUser, { templateId: mine.templateId, title: 'My pickup today' });
    expect(edited).toMatchObject({ templateId: mine.templateId, title: 'My pickup today' });
    const deleted = await call(officeUser, 'DELETE', stranger);
    expect(deleted.json()).toEqual({ message: TEMPLATE_DELETED });
    expect((await call(officeUser, 'GET', url)).statusCode).toBe(404);
  });

  it("shares a Group template with the enterprise's users, and no one else", async () => {
    const ours = await saved(officeUser, { title: 'Recall notice', scope: 'GROUP', serviceType: 'CHECK_UP' });
    expect(ours.scope).toBe('GROUP');
    expect(titles(await call(officeManager, 'GET', '/api/customTemplate/1/CHECK_UP'))).toEqual([
      'Recall notice',
    ]);
    const renamed = await saved(officeManager, {
      templateId: ours.templateId,
      title: 'Recall notice (2025)',
      serviceType: 'CHECK_UP',
    });
    expect(renamed.title).toBe('Recall notice (2025)');
    expect(titles(await call(superUser, 'GET', '/api/customTemplate/1/CHECK_UP'))).toEqual([
      'Recall notice (2025)',
    ]);

    const foreign = await call(outsider, 'GET', '/api/customTemplate/1/CHECK_UP');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'No enterprise 1' });
    expect(
      (await call(outsider, 'GET', `/api/customTemplate?templateId=${ours.templateId}`)).statusCode,
    ).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/customTemplate/${ours.templateId}`)).statusCode).toBe(404);
    expect((await save(outsider, { title: 'Into enterprise 1', scope: 'GROUP' })).statusCode).toBe(404);
    await saved(outsider, {
      title: 'Other Motors welcome',
      enterpriseId: outsider.enterpriseId,
      scope: 'GROUP',
    });
    const ourSearch = await call(officeUser, 'POST', '/api/customTemplate/search', { scope: 'GROUP' });
    expect(titles(ourSearch)).toContain('Recall notice (2025)');
    expect(titles(ourSearch)).not.toContain('Other Motors welcome');
    const theirSearch = await call(outsider, 'POST', '/api/customTemplate/search', { scope: 'GROUP' });
    expect(titles(theirSearch)).toEqual(['Other Motors welcome']);
  });

  it('refuses a blank title, an unknown service type, a missing field and a change of tab', async () => {
    const blank = await save(officeUser, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: TITLE_REQUIRED, errors: [TITLE_REQUIRED] });
    const unknownType = await save(officeUser, { serviceType: 'CAR_WASH' });
    expect(unknownType.json()).toMatchObject({ statusCode: 400, message: 'Unknown service type CAR_WASH' });
    const noBody = await call(officeUser, 'POST', '/api/customTemplate', {
      title: 'T',
      serviceType: 'OIL_CHANGE',
      enterpriseId: 1,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<{ message: string }>().message).toContain('body');
    const mine = await saved(officeUser, { title: 'Stays personal' });
    const moved = await save(officeUser, { templateId: mine.templateId, scope: 'GROUP' });
    expect(moved.json()).toMatchObject({ statusCode: 400, message: SCOPE_CHANGE_REFUSED });
  });

  it("keeps favourites per user ('Add Me') and finds them by text, favourites and tab, paged", async () => {
    const first = await saved(officeUser, { title: 'Brake special 50%', serviceType: 'CHECK_UP_CPO' });
    const second = await saved(officeUser, {
      title: 'Brake check',
      serviceType: 'CHECK_UP_CPO',
      scope: 'GROUP',
    });
    const added = await call(officeUser, 'POST', `/api/customTemplate/favorite/${second.templateId}`);
    expect(added.json()).toEqual({ message: TEMPLATE_ADDED_TO_FAVOURITES });
    const search = (headers: Headers, body: object, query = '') =>
      call(headers, 'POST', `/api/customTemplate/search${query}`, { serviceType: 'CHECK_UP_CPO', ...body });

    expect(titles(await search(officeUser, { favoritesOnly: true }))).toEqual(['Brake check']);
    expect(titles(await search(officeManager, { favoritesOnly: true }))).toEqual([]);
    expect(titles(await search(officeUser, { searchText: '50%' }))).toEqual(['Brake special 50%']);
    expect(titles(await search(officeUser, { searchText: '5_%' }))).toEqual([]);
    expect(titles(await search(officeUser, { scope: 'PERSONAL' }))).toEqual(['Brake special 50%']);
    const paged = await search(officeUser, {}, '?page=1&size=1');
    expect(paged.json()).toMatchObject({ total: 2, page: 1, size: 1, data: [{ title: 'Brake check' }] });

    const removed = await call(officeUser, 'DELETE', `/api/customTemplate/favorite/${second.templateId}`);
    expect(removed.json()).toEqual({ message: TEMPLATE_REMOVED_FROM_FAVOURITES });
    expect(titles(await search(officeUser, { favoritesOnly: true }))).toEqual([]);
    const strangers = await call(officeManager, 'POST', `/api/customTemplate/favorite/${first.templateId}`);
    expect(strangers.statusCode).toBe(404);
  });

  it("fills a template in for a lead the user may see, and refuses another store's lead", async () => {
    const template = await saved(officeUser, { title: 'Ready' });
    const lead = await leadOfStore(server.db, 1);
    const filled = await call(officeUser, 'POST', '/api/customTemplate/apply', {
      templateId: template.templateId,
      futureServiceInteractionId: lead.id,
    });
    expect(filled.json()).toEqual({
      title: 'Ready',
      subject: null,
      body: `Hi ${lead.firstName},<br>your car is ready at ${lead.storeName}.`,
    });
    const elsewhere = await leadOfStore(server.db, 2);
    const refused = await call(officeUser, 'POST', '/api/customTemplate/apply', {
      templateId: template.templateId,
      futureServiceInteractionId: elsewhere.id,
    });
    expect(refused.json()).toMatchObject({ statusCode: 404, message: 'Lead not found.' });
  });

  it('answers a caller without a token with 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/customTemplate/user/OIL_CHANGE' });
    expect(response.statusCode).toBe(401);
  });
});
