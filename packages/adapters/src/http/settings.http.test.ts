import type {
  DatasourceMapping,
  Scheduler,
  ServiceInteractionMapping,
  SyncKind,
  SyncRequest,
} from '@torque/domain';
import { UNABLE_TO_CREATE_SCHEDULER } from '@torque/domain';
import type { InMemorySettingsGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsContract, settingsServer } from '../contract-suites/settings.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, num, opsHarness, windowOf, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpSettingsGateway } from './settings.http.js';

const logoFile = async (request: Request): Promise<File> => {
  const file = (await request.formData()).get('file');
  if (!(file instanceof File)) throw new Error('no file in the upload');
  return file;
};
const enterpriseWindow = (call: ContractCall) => ({
  ...windowOf(call),
  enterpriseId: num(call.query.enterpriseId),
});

function settingsRoutes(server: InMemorySettingsGateway): Routes {
  const enterpriseId = (call: ContractCall) => Number(call.pathParams.enterpriseId);
  const sync = (kind: SyncKind) => async (call: ContractCall) =>
    fromResult(await server.runSync(kind, call.body as SyncRequest));
  return {
    getEnterpriseLogo: async (call) => fromResult(await server.logo(enterpriseId(call))),
    addEnterpriseLogo: async (call, request) =>
      fromResult(await server.saveLogo(enterpriseId(call), await logoFile(request), 'add')),
    updateEnterpriseLogo: async (call, request) =>
      fromResult(await server.saveLogo(enterpriseId(call), await logoFile(request), 'replace')),
    listTenants: async () => fromResult(await server.tenants()),
    getAivaFileNames: async (call) =>
      fromResult(await server.aivaFileNames(Number(call.pathParams.tenantId))),
    updateTenantAiva: async (call) =>
      fromResult(
        await server.setTenantAivaFile(
          Number(call.pathParams.tenantId),
          (call.body as { aivaFileName: string }).aivaFileName,
        ),
      ),
    getUiScreens: async (call) => fromResult(await server.uiScreens(num(call.query.enterpriseId))),
    getServiceInteractionMappings: async (call) =>
      fromResult(await server.serviceInteractionMappings(num(call.query.enterpriseId))),
    saveServiceInteractionMapping: async (call) =>
      fromResult(await server.saveServiceInteractionMapping(call.body as ServiceInteractionMapping)),
    getDatasourceConfiguration: async (call) =>
      fromResult(
        await server.datasourceConfiguration(Number(call.query.enterpriseId), num(call.query.storeId)),
      ),
    saveDatasourceConfiguration: async (call) =>
      fromResult(await server.saveDatasourceConfiguration(call.body as DatasourceMapping)),
    createScheduler: async (call) => fromResult(await server.createScheduler(call.body as Scheduler)),
    listSchedulers: async (call) => fromResult(await server.schedulers(enterpriseWindow(call))),
    deleteScheduler: async (call) =>
      fromResult(await server.deleteScheduler(Number(call.pathParams.schedulerId))),
    getSyncHistory: async (call) => fromResult(await server.syncHistory(enterpriseWindow(call))),
    getDmsView: async (call) =>
      fromResult(await server.dmsView(Number(call.query.store_id_pk), windowOf(call))),
    getDealerVaultDeliveries: async (call) =>
      fromResult(await server.dealerVaultDeliveries(enterpriseWindow(call))),
    getStoreReviewLink: async (call) => fromResult(await server.reviewLink(Number(call.pathParams.storeId))),
    saveStoreReviewLink: async (call) =>
      fromResult(
        await server.saveReviewLink(
          Number(call.pathParams.storeId),
          (call.body as { reviewUrl: string | null }).reviewUrl,
        ),
      ),
    runManualSync: sync('manual'),
    runDisplaySync: sync('display'),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemorySettingsGateway) {
  harness = opsHarness(settingsRoutes(server));
  return { gateway: new HttpSettingsGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

settingsContract(subject);

describe('HttpSettingsGateway on the wire', () => {
  const window = { page: 0, size: 10 };

  it('reaches all 19 settings operations', async () => {
    const { gateway, harness: h } = subject(settingsServer());
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await gateway.logo(1);
    await gateway.saveLogo(1, file, 'add');
    await gateway.saveLogo(1, file, 'replace');
    await gateway.tenants();
    await gateway.aivaFileNames(4);
    await gateway.setTenantAivaFile(4, 'a.aiva');
    await gateway.uiScreens();
    await gateway.serviceInteractionMappings();
    await gateway.saveServiceInteractionMapping({
      plannerKey: '5K',
      serviceType: 'OIL_CHANGE',
      storeIds: [3],
    });
    await gateway.datasourceConfiguration(1);
    await gateway.saveDatasourceConfiguration({ enterpriseId: 1, data_mapping: [] });
    await gateway.createScheduler({ name: 'n', cron: '* * * * *', jobType: 'SYNC' });
    await gateway.schedulers(window);
    await gateway.deleteScheduler(1);
    await gateway.syncHistory(window);
    await gateway.dmsView(3, window);
    await gateway.dealerVaultDeliveries(window);
    await gateway.runSync('manual', { enterpriseId: 1 });
    await gateway.runSync('display', { enterpriseId: 1, startDate: '2025-03-01' });
    expect(new Set(h.operationIds()).size).toBe(19);
  });

  it('keeps a sign-out a sign-out and a malformed answer malformed, even where a notice replaces failures', async () => {
    const { gateway, harness: h } = subject(settingsServer());
    h.raw(401, { statusCode: 401, message: 'Unauthorized', errors: [] });
    const signedOut = await gateway.createScheduler({ name: 'n', cron: '* * * * *', jobType: 'SYNC' });
    expect(signedOut.ok ? '' : signedOut.error.code).toBe('UNAUTHORIZED');
    h.raw(200, { schedulerId: 1, name: 'n', cron: 5, jobType: 'SYNC' });
    const malformed = await gateway.createScheduler({ name: 'n', cron: '* * * * *', jobType: 'SYNC' });
    expect(malformed.ok ? '' : malformed.error.message).toContain('(cron)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.createScheduler({ name: 'n', cron: '* * * * *', jobType: 'SYNC' });
    expect(failed.ok ? '' : failed.error.message).toBe(UNABLE_TO_CREATE_SCHEDULER);
    expect(h.signOuts).toHaveLength(1);
  });
});
