import { INCONSISTENT_DATA, type CustomTemplateDraft, type CustomTemplateSearch } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { customTemplatesContract, customTemplatesState } from '../contract-suites/custom-templates.suite.js';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpCustomTemplateGateway } from './custom-templates.http.js';

let current: FakeServer | undefined;

function subject() {
  const server = customTemplatesState();
  current = createFakeServer({
    getCustomTemplate: async ({ query }) => answer(await server.template(num(query.templateId))),
    saveCustomTemplate: async (call) => answer(await server.save(bodyOf<CustomTemplateDraft>(call))),
    searchCustomTemplates: async (call) =>
      answer(
        await server.search({
          ...bodyOf<CustomTemplateSearch>(call),
          page: num(call.query.page),
          size: num(call.query.size),
        }),
      ),
    applyCustomTemplate: async (call) => {
      const body = bodyOf<{ templateId: number; futureServiceInteractionId: number }>(call);
      return answer(await server.apply(body.templateId, id(body.futureServiceInteractionId)));
    },
    addFavoriteTemplate: async ({ pathParams }) =>
      acknowledgement(await server.setFavorite(num(pathParams.templateId), true)),
    removeFavoriteTemplate: async ({ pathParams }) =>
      acknowledgement(await server.setFavorite(num(pathParams.templateId), false)),
    getEnterpriseCustomTemplates: async ({ pathParams }) =>
      answer(await server.enterpriseTemplates(num(pathParams.enterpriseId), String(pathParams.serviceType))),
    getUserCustomTemplates: async ({ pathParams }) =>
      answer(await server.userTemplates(String(pathParams.serviceType))),
    deleteCustomTemplate: async ({ pathParams }) =>
      acknowledgement(await server.delete(num(pathParams.templateId))),
  });
  return { gateway: new HttpCustomTemplateGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

customTemplatesContract(subject);

describe('HttpCustomTemplateGateway on the wire', () => {
  it('sends line breaks as br tags and adds or removes a favourite by method', async () => {
    const { gateway } = subject();
    await gateway.save({ title: 'T', body: 'a\r\nb', serviceType: 'OIL_CHANGE', enterpriseId: 5 });
    await gateway.setFavorite(1, true);
    await gateway.setFavorite(1, false);
    expect(current?.calls[0]?.body).toMatchObject({ body: 'a<br>b' });
    expect(current?.calls.slice(1).map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });
});

describe('HttpCustomTemplateGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpCustomTemplateGateway(rawAnswer(500, {}).api).userTemplates('OIL_CHANGE');
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpCustomTemplateGateway(
      rawAnswer(200, { title: 'T', body: 'B', serviceType: 'X' }).api,
    ).template(1);
    expect(result.ok ? '' : result.error.message).toContain('(enterpriseId)');
  });
});
