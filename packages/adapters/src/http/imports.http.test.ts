import type {
  AlertKind,
  EmailAlertRequest,
  EnrichmentRequest,
  FileUploadReportType,
  HeaderMapping,
} from '@torque/domain';
import {
  INCONSISTENT_DATA,
  SERVER_NOT_RESPONDING,
  autoMatchColumns,
  HouseholdAnswersSchema,
  isSoldDateFormat,
  mappingFromKeyValues,
  plannerSearchPayload,
  type KeyValue,
  type LeadImportOptions,
} from '@torque/domain';
import { InMemoryImportGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSourceFactory } from '../browser/import-progress-stream.js';
import { importsContract } from '../contract-suites/imports.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fakeXhrFactory, type FakeXhrOptions } from '../test/fake-xhr.js';
import {
  DATA_SYNC_URL,
  MAIN_URL,
  fromResult,
  num,
  opsHarness,
  windowOf,
  type OpsHarness,
  type Routes,
} from '../test/ops-harness.js';
import { searchFromQuery } from '../test/planner-query.js';
import { HttpImportGateway } from './imports.http.js';

const uploaded = async (request: Request): Promise<File> => {
  const file = (await request.formData()).get('multipartFile');
  if (!(file instanceof File)) throw new Error('no multipartFile in the upload');
  return file;
};
const target = (call: ContractCall) => ({
  enterpriseId: Number(call.query.enterprise_id),
  bocId: Number(call.query.boc_id_pk),
  storeId: Number(call.query.store_id_pk),
});

/** The lead upload's form fields as the gateway's options (issue 30: the date format and households too). */
async function leadOptions(request: Request): Promise<LeadImportOptions> {
  const form = await request.clone().formData();
  const dateFormat = form.get('dateFormat');
  const households = form.get('households');
  return {
    headerRow: Number(form.get('headerRow') ?? 1),
    mapping: mappingFromKeyValues(JSON.parse(String(form.get('mapping') ?? '[]')) as KeyValue[]),
    ...(typeof dateFormat === 'string' && isSoldDateFormat(dateFormat) ? { dateFormat } : {}),
    ...(typeof households === 'string'
      ? { households: HouseholdAnswersSchema.parse(JSON.parse(households)) }
      : {}),
  };
}

function importRoutes(server: InMemoryImportGateway): Routes {
  const alerts = (kind: AlertKind) => async (call: ContractCall) =>
    fromResult(await server.alertRecords(kind, Number(call.pathParams.fileReportId), windowOf(call)));
  return {
    getCvLeadBatches: async (call) => fromResult(await server.cvLeadBatches(windowOf(call))),
    runFuturePredictionForCvLeads: async (call) =>
      fromResult(await server.runCvLeadPlanner(num(call.query.batchId), searchFromQuery(call))),
    importCustomerVehicleLeads: async (call, request) => {
      const options = await leadOptions(request);
      const file = await uploaded(request);
      return fromResult(
        await server.importCustomerVehicleLeads(target(call), file, options, () => undefined),
      );
    },
    previewCustomerVehicleLeads: async (call, request) => {
      const options = await leadOptions(request);
      return fromResult(
        await server.previewCustomerVehicleLeads(target(call), await uploaded(request), options),
      );
    },
    getExcelHeaderMapping: async (call) => fromResult(await server.headerMapping(call.query.file_type ?? '')),
    saveExcelHeaderMapping: async (call) =>
      fromResult(await server.saveHeaderMapping(call.body as HeaderMapping)),
    searchCustomerVehicleLeads: async (call) =>
      fromResult(
        await server.searchCustomerVehicleLeads({
          ...windowOf(call),
          batchId: num(call.query.batchId),
          searchText: call.query.searchText,
        }),
      ),
    dataSyncImport: async (call, request) => {
      const fileType = call.query.file_type as FileUploadReportType;
      const upload = {
        ...target(call),
        fileType,
        recallType: call.query.recall_type,
        file: await uploaded(request),
      };
      return fromResult(await server.uploadDataSyncFile(upload, () => undefined));
    },
    getFileUploadReports: async (call) =>
      fromResult(
        await server.fileUploadReports(
          Number(call.pathParams.enterpriseId),
          call.query.file_type as FileUploadReportType,
          windowOf(call),
        ),
      ),
    getPrepaidErrorMessages: async (call) =>
      fromResult(await server.prepaidErrors(num(call.query.fileReportId), windowOf(call))),
    getRecallTypes: async () => fromResult(await server.recallTypes()),
    getRecallLeads: async (call) => fromResult(await server.recallLeads(windowOf(call))),
    getHeaRecords: alerts('HEA'),
    getFeaRecords: alerts('FEA'),
    updateEnrichmentStatus: async (call) =>
      fromResult(
        await server.setEnrichmentStatus(
          Number(call.pathParams.id),
          call.pathParams.statusType ?? '',
          call.query.reasonkey,
        ),
      ),
    performEnrichment: async (call) =>
      fromResult(await server.startEnrichment('enrichment', call.body as EnrichmentRequest)),
    performFeaEnrichment: async (call) =>
      fromResult(await server.startEnrichment('fea-enrichment', call.body as EnrichmentRequest)),
    lisaFea: async (call) =>
      fromResult(await server.startEnrichment('lisa-fea', call.body as EnrichmentRequest)),
    sendAllEmailAlerts: async (call) =>
      fromResult(await server.sendAllEmailAlerts(call.body as EmailAlertRequest)),
  };
}

/** EventSource in Node: each stream opened is answered by the fake's own progress, as JSON text. */
function fakeEventSources(server: InMemoryImportGateway) {
  const opened: { url: URL; closed: boolean }[] = [];
  const factory: EventSourceFactory = (url) => {
    const source = { url: new URL(url), closed: false };
    opened.push(source);
    const id = Number(source.url.pathname.match(/\/import\/(\d+)\/progress$/)?.[1]);
    const stop = new AbortController();
    return {
      addEventListener: (_type, listener) =>
        server.watchImport(id, (progress) => listener({ data: JSON.stringify(progress) }), stop.signal),
      close: () => {
        source.closed = true;
        stop.abort();
      },
    };
  };
  return { factory, opened };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryImportGateway, xhr: Omit<FakeXhrOptions, 'fetch'> = {}) {
  const h = opsHarness(importRoutes(server));
  harness = h;
  const xhrFactory = fakeXhrFactory({ fetch: h.fetch, ...xhr });
  const eventSources = fakeEventSources(server);
  const hosts = {
    client: h.api,
    apiBaseUrl: MAIN_URL,
    eventSourceFactory: eventSources.factory,
    dataSync: h.dataSync,
    dataSyncBaseUrl: DATA_SYNC_URL,
    sessionStore: h.sessionStore,
    xhrFactory,
  };
  return { gateway: new HttpImportGateway(hosts, h.options), harness: h, xhrFactory, eventSources };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

importsContract((server) => subject(server));

describe('HttpImportGateway on the wire', () => {
  const file = new File(['VIN1,Recall\n'.repeat(200)], 'recall.csv');
  const upload = { enterpriseId: 1, bocId: 2, storeId: 3, fileType: 'RECALL', file } as const;

  it('reaches all 18 import operations, the data-sync ones on the data-sync host', async () => {
    const server = new InMemoryImportGateway({
      fileReports: [{ fileReportId: 1, fileType: 'RECALL', fileName: 'f', status: 'UPLOADED' }],
    });
    const { gateway, harness: h } = subject(server);
    const window = { page: 0, size: 10 };
    await gateway.cvLeadBatches(window);
    await gateway.runCvLeadPlanner(undefined, plannerSearchPayload({ size: 10 }));
    await gateway.importCustomerVehicleLeads(upload, file, { headerRow: 1, mapping: {} }, () => undefined);
    await gateway.headerMapping('CV_LEAD');
    await gateway.saveHeaderMapping({ fileType: 'CV_LEAD', mapping: [] });
    await gateway.searchCustomerVehicleLeads({ ...window, searchText: 'x' });
    await gateway.uploadDataSyncFile(upload, () => undefined);
    await gateway.fileUploadReports(1, 'PREPAID_MAINTENANCE', window);
    await gateway.prepaidErrors(undefined, window);
    await gateway.recallTypes();
    await gateway.recallLeads(window);
    await gateway.alertRecords('HEA', 1, window);
    await gateway.alertRecords('FEA', 1, window);
    await gateway.setEnrichmentStatus(1, 'APPROVED', 'OK');
    for (const run of ['enrichment', 'fea-enrichment', 'lisa-fea'] as const)
      await gateway.startEnrichment(run, { fileReportId: 1 });
    await gateway.sendAllEmailAlerts({ serviceTypes: ['OIL_CHANGE'] });
    expect(new Set(h.operationIds()).size).toBe(18);
    const dataSync = [
      'dataSyncImport',
      'getFileUploadReports',
      'getHeaRecords',
      'updateEnrichmentStatus',
      'performEnrichment',
    ];
    expect(dataSync.map((id) => h.hostOf(id))).toEqual(dataSync.map(() => 'data-sync.test'));
    expect(h.hostOf('lisaFea')).toBe('contract.test');
  });

  it('uploads by XMLHttpRequest with the token and the query the contract names', async () => {
    const { gateway, harness: h, xhrFactory } = subject(new InMemoryImportGateway());
    await gateway.uploadDataSyncFile({ ...upload, recallType: 'SAFETY' }, () => undefined);
    const [sent] = xhrFactory.created.flatMap((xhr) => xhr.sent);
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${h.sessionStore.load()?.authToken}`);
    expect(h.callsOf('dataSyncImport')[0]?.query).toEqual({
      enterprise_id: '1',
      boc_id_pk: '2',
      store_id_pk: '3',
      file_type: 'RECALL',
      recall_type: 'SAFETY',
    });
  });

  it('keeps uneven progress events whole and growing, holds at 99, and ends at 100 once the server took it', async () => {
    const { gateway } = subject(new InMemoryImportGateway(), { steps: [0.1, 0.1, 0.554, 0.3, 1] });
    const percents: number[] = [];
    await gateway.uploadDataSyncFile(upload, (p) => percents.push(p));
    expect(percents).toEqual([0, 10, 55, 99, 100]);
  });

  it("reads a dropped connection as 'Server is not responding', without reaching 100", async () => {
    const { gateway } = subject(new InMemoryImportGateway(), { failConnection: true });
    const percents: number[] = [];
    const result = await gateway.uploadDataSyncFile(upload, (p) => percents.push(p));
    expect(result.ok ? '' : result.error.message).toBe(SERVER_NOT_RESPONDING);
    expect(Math.max(...percents)).toBeLessThan(100);
  });

  it("reads a 500 on the upload as 'Inconsistent data' and a malformed answer by its field", async () => {
    const { gateway, harness: h } = subject(new InMemoryImportGateway());
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.uploadDataSyncFile(upload, () => undefined);
    expect(failed.ok ? '' : failed.error.message).toBe(INCONSISTENT_DATA);
    h.raw(200, { fileReportId: 'one', status: 'UPLOADED' });
    const percents: number[] = [];
    const malformed = await gateway.uploadDataSyncFile(upload, (p) => percents.push(p));
    expect(malformed.ok ? '' : malformed.error.message).toContain('(fileReportId)');
    expect(percents).not.toContain(100);
  });

  it('sends the lead file with its header row and mapping as form fields, by XMLHttpRequest with the token', async () => {
    const { gateway, harness: h, xhrFactory } = subject(new InMemoryImportGateway());
    const leads = new File(['Title\nFirst,Cell\nAna,5552010001\n'], 'leads.csv', { type: 'text/csv' });
    const mapping = autoMatchColumns(['First', 'Cell']);
    const percents: number[] = [];
    await gateway.importCustomerVehicleLeads(upload, leads, { headerRow: 2, mapping }, (p) =>
      percents.push(p),
    );
    const [sent] = xhrFactory.created.flatMap((xhr) => xhr.sent);
    expect(sent?.url.startsWith(`${MAIN_URL}/api/list-of-customer-vehicle-lead/import?`)).toBe(true);
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${h.sessionStore.load()?.authToken}`);
    expect(h.callsOf('importCustomerVehicleLeads')[0]?.query).toEqual({
      enterprise_id: '1',
      boc_id_pk: '2',
      store_id_pk: '3',
    });
    expect(percents).toEqual([0, 25, 50, 75, 99, 100]);
  });

  it('opens the progress stream with the token as access_token and closes it once the import is over', async () => {
    const server = new InMemoryImportGateway();
    const { gateway, harness: h, eventSources } = subject(server);
    const leads = new File(['First,Cell\nAna,5552010001\n'], 'leads.csv', { type: 'text/csv' });
    const release = server.pauseProcessing();
    await gateway.importCustomerVehicleLeads(upload, leads, { headerRow: 1, mapping: {} }, () => undefined);
    const statuses: string[] = [];
    const over = new Promise<void>((resolve) =>
      gateway.watchImport(
        1,
        (progress) => {
          statuses.push(`${progress.status} ${progress.percent}`);
          if (progress.status === 'COMPLETED') resolve();
        },
        new AbortController().signal,
      ),
    );
    await Promise.resolve();
    release();
    await over;
    expect(statuses).toEqual(['PROCESSING 0', 'PROCESSING 50', 'COMPLETED 100']);
    const [stream] = eventSources.opened;
    expect(stream?.url.pathname).toBe('/api/list-of-customer-vehicle-lead/import/1/progress');
    expect(stream?.url.searchParams.get('access_token')).toBe(h.sessionStore.load()?.authToken);
    expect(stream?.closed).toBe(true);
  });

  it('skips a progress event the schema refuses, and stops hearing once stopped', async () => {
    const listeners: ((event: { data: string }) => void)[] = [];
    let closed = false;
    const h = opsHarness();
    harness = h;
    const gateway = new HttpImportGateway({
      client: h.api,
      dataSync: h.dataSync,
      apiBaseUrl: '',
      dataSyncBaseUrl: '',
      sessionStore: h.sessionStore,
      eventSourceFactory: () => ({
        addEventListener: (_type, listener) => void listeners.push(listener),
        close: () => void (closed = true),
      }),
    });
    const heard: number[] = [];
    const stop = new AbortController();
    gateway.watchImport(7, (progress) => heard.push(progress.percent), stop.signal);
    const event = (percent: unknown) => ({
      data: JSON.stringify({
        fileReportId: 7,
        status: 'PROCESSING',
        percent,
        processedRecords: 1,
        totalRecords: 4,
        failedRecords: 0,
      }),
    });
    listeners.forEach((listener) => listener(event(25)));
    listeners.forEach((listener) => listener(event('half')));
    listeners.forEach((listener) => listener({ data: 'not json' }));
    stop.abort();
    listeners.forEach((listener) => listener(event(75)));
    expect(heard).toEqual([25]);
    expect(closed).toBe(true);
    // A watch already stopped opens no stream at all.
    const opened = listeners.length;
    gateway.watchImport(7, () => undefined, AbortSignal.abort());
    expect(listeners).toHaveLength(opened);
  });
});
