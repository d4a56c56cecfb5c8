import {
  DATASOURCE_NOT_CONFIGURED,
  DMS_NOT_SUPPORTING_SYNC,
  MAPPING_SAVED,
  SYNCED_SUCCESSFULLY,
  UNABLE_TO_CREATE_SCHEDULER,
  type SettingsGateway,
} from '@torque/domain';
import { InMemorySettingsGateway, fixedClock, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type SettingsSubject = { readonly gateway: SettingsGateway };

const WINDOW = { page: 0, size: 50 } as const;
export const settingsServer = () => new InMemorySettingsGateway(fixedClock('2025-03-14T16:00:00Z'));

export function settingsContract(makeSubject: (server: InMemorySettingsGateway) => SettingsSubject): void {
  describe('SettingsGateway contract', () => {
    it('adds an enterprise logo, replaces it and fetches the current one', async () => {
      const { gateway } = makeSubject(settingsServer());
      const logo = (name: string) => new File(['<svg/>'], name, { type: 'image/svg+xml' });
      const missing = await gateway.saveLogo(1, logo('a.svg'), 'replace');
      expect(missing.ok ? undefined : missing.error.status).toBe(404);
      expect(await gateway.saveLogo(1, logo('a.svg'), 'add')).toEqual({
        ok: true,
        value: { enterpriseId: 1, url: '/logos/1/a.svg' },
      });
      expect((await gateway.saveLogo(1, logo('b.svg'), 'replace')).ok).toBe(true);
      expect(await gateway.logo(1)).toEqual({ ok: true, value: { enterpriseId: 1, url: '/logos/1/b.svg' } });
    });

    it("sets a tenant's AI assistant file from its file names; an unknown file is refused", async () => {
      const server = settingsServer();
      server.tenantRecords = [{ tenantId: 4, name: 'Torque', aivaFileName: null }];
      server.aivaFiles.set(4, ['service.aiva', 'sales.aiva']);
      const { gateway } = makeSubject(server);
      expect(await gateway.aivaFileNames(4)).toMatchObject({
        ok: true,
        value: { data: ['service.aiva', 'sales.aiva'] },
      });
      expect(await gateway.setTenantAivaFile(4, 'sales.aiva')).toEqual({
        ok: true,
        value: { tenantId: 4, name: 'Torque', aivaFileName: 'sales.aiva' },
      });
      expect(await gateway.tenants()).toMatchObject({
        ok: true,
        value: { data: [{ aivaFileName: 'sales.aiva' }] },
      });
      const unknown = await gateway.setTenantAivaFile(4, 'other.aiva');
      expect(unknown.ok ? undefined : unknown.error.status).toBe(400);
    });

    it("saves the planner mapping with 'Mapping Saved Successfully.', and lists mappings and UI screens", async () => {
      const server = settingsServer();
      server.screens = [{ screenKey: 'SWIMLANE', enabled: true }];
      const { gateway } = makeSubject(server);
      expect(
        await gateway.saveServiceInteractionMapping({ plannerKey: '10K', serviceType: 'OIL_CHANGE_10K' }),
      ).toEqual({
        ok: true,
        value: { message: MAPPING_SAVED },
      });
      expect(await gateway.serviceInteractionMappings(1)).toMatchObject({
        ok: true,
        value: { data: [{ id: 1, plannerKey: '10K' }] },
      });
      expect(await gateway.uiScreens(1)).toMatchObject({
        ok: true,
        value: { data: [{ screenKey: 'SWIMLANE' }] },
      });
    });

    it("answers 'Datasource is not configured' until a data source is saved", async () => {
      const { gateway } = makeSubject(settingsServer());
      const none = await gateway.datasourceConfiguration(1, 3);
      expect(none.ok ? undefined : none.error).toMatchObject({
        message: DATASOURCE_NOT_CONFIGURED,
        code: 'DATASOURCE_NOT_CONFIGURED',
      });
      const mapping = {
        enterpriseId: 1,
        storeId: 3,
        dataSource: 'CDK',
        data_mapping: [{ key: 'dealerId', value: 'requestId' }],
      };
      expect((await gateway.saveDatasourceConfiguration(mapping)).ok).toBe(true);
      expect(await gateway.datasourceConfiguration(1, 3)).toEqual({ ok: true, value: mapping });
    });

    it("creates, lists and deletes schedulers; a failed create is 'Unable to create scheduler'", async () => {
      const server = settingsServer();
      const { gateway } = makeSubject(server);
      const created = await gateway.createScheduler({
        name: 'Nightly',
        cron: '0 2 * * *',
        jobType: 'SYNC',
        enterpriseId: 1,
      });
      expect(created).toMatchObject({ ok: true, value: { schedulerId: 1, name: 'Nightly' } });
      expect(await gateway.schedulers({ ...WINDOW, enterpriseId: 1 })).toMatchObject({
        ok: true,
        value: { total: 1 },
      });
      expect((await gateway.deleteScheduler(1)).ok).toBe(true);
      expect(await gateway.schedulers(WINDOW)).toMatchObject({ ok: true, value: { total: 0 } });
      server.failNext('createScheduler', serverRejection(400, 'cron is invalid'));
      const refused = await gateway.createScheduler({ name: 'Bad', cron: 'never', jobType: 'SYNC' });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        message: UNABLE_TO_CREATE_SCHEDULER,
        tone: 'danger',
      });
    });

    it("syncs with 'Synced Successfully' into the history; a DMS that cannot is 'DMS not supporting Sync'", async () => {
      const server = settingsServer();
      const { gateway } = makeSubject(server);
      expect(await gateway.runSync('manual', { enterpriseId: 1, storeId: 3 })).toEqual({
        ok: true,
        value: { message: SYNCED_SUCCESSFULLY },
      });
      expect(await gateway.syncHistory({ ...WINDOW, enterpriseId: 1 })).toMatchObject({
        ok: true,
        value: {
          data: [{ id: 1, syncType: 'MANUAL', status: 'COMPLETED', startedOn: '2025-03-14T16:00:00.000Z' }],
        },
      });
      server.dmsSupportsSync = false;
      const failed = await gateway.runSync('display', { enterpriseId: 1 });
      expect(failed.ok ? undefined : failed.error.message).toBe(DMS_NOT_SUPPORTING_SYNC);
    });

    it('shows the DMS view of a store and the dealer-vault deliveries', async () => {
      const server = settingsServer();
      server.dmsRows.set(3, [{ roNumber: '11', source: 'CDK' }]);
      server.deliveries = [{ deliveryId: 'D1', fileName: 'ro.csv', status: 'DELIVERED', enterpriseId: 1 }];
      const { gateway } = makeSubject(server);
      expect(await gateway.dmsView(3, WINDOW)).toMatchObject({
        ok: true,
        value: { data: [{ roNumber: '11' }] },
      });
      expect(await gateway.dealerVaultDeliveries({ ...WINDOW, enterpriseId: 1 })).toMatchObject({
        ok: true,
        value: { data: [{ deliveryId: 'D1' }] },
      });
    });

    it('keeps a store’s review link (issue 34): an https address, cleared with null; anything else refused', async () => {
      const { gateway } = makeSubject(settingsServer());
      expect(await gateway.reviewLink(3)).toEqual({ ok: true, value: { storeId: 3, reviewUrl: null } });
      const url = 'https://g.page/r/store-3/review';
      expect(await gateway.saveReviewLink(3, url)).toEqual({
        ok: true,
        value: { storeId: 3, reviewUrl: url },
      });
      expect(await gateway.reviewLink(3)).toEqual({ ok: true, value: { storeId: 3, reviewUrl: url } });
      const refused = await gateway.saveReviewLink(3, 'http://example.com');
      expect(refused.ok ? undefined : refused.error.message).toMatch(/must be a full https:\/\/ address/);
      expect(await gateway.saveReviewLink(3, null)).toEqual({
        ok: true,
        value: { storeId: 3, reviewUrl: null },
      });
    });
  });
}
