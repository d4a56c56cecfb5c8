import type {
  DeveloperExecuteRequest,
  DeveloperFile,
  DeveloperLogEntry,
  TemplatePreviewRequest,
} from '@torque/domain';
import { InMemoryDeveloperGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { developerContract } from '../contract-suites/developer.suite.js';
import { fromResult, opsHarness, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpDeveloperGateway } from './developer.http.js';

function developerRoutes(server: InMemoryDeveloperGateway): Routes {
  return {
    getDeveloperTplFiles: async () => fromResult(await server.templateFiles()),
    getDeveloperAivaFiles: async () => fromResult(await server.assistantFiles()),
    getDeveloperFile: async (call) => {
      const query = call.query as { kind: 'tpl' | 'aiva'; name: string };
      return fromResult(await server.readFile(query.kind, query.name));
    },
    saveDeveloperFile: async (call) => fromResult(await server.saveFile(call.body as DeveloperFile)),
    previewDeveloperTemplate: async (call) =>
      fromResult(await server.previewTemplate(call.body as TemplatePreviewRequest)),
    validateDeveloperAiva: async (call) =>
      fromResult(await server.validateAssistantFile(call.body as DeveloperFile)),
    executeDeveloperScript: async (call) =>
      fromResult(await server.execute(call.body as DeveloperExecuteRequest)),
    writeDeveloperLog: async (call) => fromResult(await server.log(call.body as DeveloperLogEntry)),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryDeveloperGateway) {
  harness = opsHarness(developerRoutes(server));
  return { gateway: new HttpDeveloperGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

developerContract(subject);

describe('HttpDeveloperGateway on the wire', () => {
  it('reaches all 8 developer-area operations', async () => {
    const { gateway, harness: h } = subject(new InMemoryDeveloperGateway());
    await gateway.templateFiles();
    await gateway.assistantFiles();
    await gateway.saveFile({ name: 'a.tpl', content: 'x' });
    await gateway.readFile('tpl', 'a.tpl');
    await gateway.previewTemplate({ template: 'x', futureServiceInteractionId: 101 });
    await gateway.validateAssistantFile({ name: 'a.aiva', kind: 'aiva', content: 'x' });
    await gateway.execute({ script: 'run', futureServiceInteractionId: 101 });
    await gateway.log({ message: 'hello' });
    expect(new Set(h.operationIds()).size).toBe(8);
  });

  it("reads a malformed answer by its field and a 500 as 'Inconsistent data'", async () => {
    const { gateway, harness: h } = subject(new InMemoryDeveloperGateway());
    h.raw(200, { success: 'yes' });
    const malformed = await gateway.execute({ script: 'run' });
    expect(malformed.ok ? '' : malformed.error.message).toContain('(success)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.templateFiles();
    expect(failed.ok ? '' : failed.error.message).toBe('Inconsistent data in request. Please check data');
  });
});
