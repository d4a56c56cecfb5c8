import { ImportProgressSchema } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvOf,
  LEAD_FILE_HEADER,
  multipartBody,
} from '../../packages/server/src/imports/lead-import-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { LEAD_IMPORT_OPERATIONS } from './support/lead-import-operations.js';

// Issue 19 against openapi/: the lead import operations answer as documented, refusals included.
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('ENTERPRISE_ADMIN');
});
afterAll(() => server?.close());

const IMPORT = '/api/list-of-customer-vehicle-lead/import?enterprise_id=1&boc_id_pk=1&store_id_pk=1';
const lead = (phone: string, vin: string) => [
  'Cora',
  'Tract',
  phone,
  '',
  vin,
  'Toyota',
  'Camry',
  '2019',
  '03/15/2019',
  '40000',
];

describe('the lead import operations keep the contract', () => {
  let batchId = 0;

  it('imports a file with a mapping, refuses a bad one, and streams its progress to the end', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      lead('2125558101', '4T1BF1FK5CU000001'),
      lead('x', '4T1BF1FK5CU000002'),
    ]);
    const mapping = JSON.stringify(
      LEAD_FILE_HEADER.map((key, i) => ({ key, value: i === 9 ? 'DO_NOT_IMPORT' : '' })),
    );
    const refused = await call('importCustomerVehicleLeads', {
      url: IMPORT,
      ...multipartBody({ name: 'cv.csv', bytes: csv }, { mapping }),
    });
    expect(refused.status).toBe(400);
    const noStore = await call('importCustomerVehicleLeads', {
      url: IMPORT.replace('store_id_pk=1', 'store_id_pk=3'),
      ...multipartBody({ name: 'cv.csv', bytes: csv }),
    });
    expect(noStore.status).toBe(404);
    const accepted = await call('importCustomerVehicleLeads', {
      url: IMPORT,
      ...multipartBody({ name: 'cv.csv', bytes: csv }, { headerRow: '1' }),
    });
    expect(accepted.body).toMatchObject({ status: 'PROCESSING', totalRecords: 2, fileName: 'cv.csv' });
    batchId = Number(accepted.body['fileReportId']);
    const stream = await server.app.inject({
      method: 'GET',
      url: `/api/list-of-customer-vehicle-lead/import/${batchId}/progress`,
      headers: auth,
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const events = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: progress'))
      .map((block) => ImportProgressSchema.parse(JSON.parse(block.split('data: ')[1]!)));
    expect(events.at(-1)).toMatchObject({ status: 'COMPLETED', percent: 100, failedRecords: 1 });
    exercised.add('streamImportProgress');
    const missing = await call('streamImportProgress', {
      url: '/api/list-of-customer-vehicle-lead/import/999999/progress',
    });
    expect(missing.status).toBe(404);
  });

  it('previews a file (issue 30): the sold dates, every refused row and the households', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      lead('2125558201', '4T1BF1FK5CU000011'),
      ['Dan', ...lead('2125558201', '4T1BF1FK5CU000012').slice(1)],
      lead('x', '4T1BF1FK5CU000013'),
    ]);
    const preview = await call('previewCustomerVehicleLeads', {
      url: IMPORT.replace('/import?', '/import/preview?'),
      ...multipartBody({ name: 'cv.csv', bytes: csv }),
    });
    expect(preview.body).toMatchObject({
      totalRecords: 3,
      soldDates: { status: 'DECIDED', format: 'MM/DD/YYYY', message: null },
      problems: [{ rowNumber: 4, message: 'Invalid Number' }],
      households: [{ rowNumber: 3, firstName: 'Dan', sharesWith: { firstName: 'Cora', rowNumber: 2 } }],
    });
    const noStore = await call('previewCustomerVehicleLeads', {
      url: IMPORT.replace('/import?', '/import/preview?').replace('store_id_pk=1', 'store_id_pk=3'),
      ...multipartBody({ name: 'cv.csv', bytes: csv }),
    });
    expect(noStore.status).toBe(404);
  });

  it('lists batches, searches imported leads and runs the planners over them', async () => {
    const batches = await call('getCvLeadBatches', {
      url: '/api/list-of-customer-vehicle-lead/cv-leads-batchs?size=5',
    });
    expect(batches.body).toMatchObject({ total: 1, page: 0, size: 5 });
    const found = await call('searchCustomerVehicleLeads', {
      url: `/api/list-of-customer-vehicle-lead/search?batchId=${batchId}&searchText=tract`,
    });
    expect(found.body).toMatchObject({ total: 1 });
    expect(
      (await call('searchCustomerVehicleLeads', { url: '/api/list-of-customer-vehicle-lead/search?size=0' }))
        .status,
    ).toBe(400);
    const run = '/api/future-service-interaction/run-future-prediction-for-cv-leads';
    expect((await call('runFuturePredictionForCvLeads', { url: `${run}?batchId=${batchId}` })).status).toBe(
      200,
    );
    expect((await call('runFuturePredictionForCvLeads', { url: `${run}?batchId=999999` })).status).toBe(404);
  });

  it('saves and reads the header mapping of a file type', async () => {
    const url = '/api/list-of-customer-vehicle-lead/excel-header-mapping';
    const mapping = [{ key: 'Mobile', value: 'cellular' }];
    expect(
      (await call('saveExcelHeaderMapping', { url, payload: { fileType: 'CV_LEAD', mapping } })).body,
    ).toEqual({
      message: 'Mapping Saved Successfully.',
    });
    expect((await call('getExcelHeaderMapping', { url: `${url}?file_type=CV_LEAD` })).body).toEqual({
      fileType: 'CV_LEAD',
      mapping,
    });
    expect((await call('getExcelHeaderMapping', { url: `${url}?file_type=cv lead` })).status).toBe(400);
  });

  it('exercised each of its operations', () => {
    expect(LEAD_IMPORT_OPERATIONS.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
