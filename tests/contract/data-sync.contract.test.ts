import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileUpload,
  finishedStatus,
  importUrl,
  vehicleOf,
  type UploadTarget,
} from '../../packages/server/src/imports/data-sync-test-support.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { contractErrors } from './support/openapi-validator.js';
import { DATA_SYNC_OPERATIONS } from './support/data-sync-operations.js';

// Issue 19: every data-sync call against openapi/, with a file of each kind and the answers they lead to.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const VIN = '5TDCNTR0000000001';

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('ENTERPRISE_ADMIN');
  await vehicleOf(server.db, 1, {
    vin: VIN,
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
    firstName: 'Connie',
    cellular: '+17185550911',
  });
});
afterAll(() => server?.close());

async function upload(target: UploadTarget, text: string): Promise<number> {
  const body = await fileUpload('file.csv', text);
  const answer = await call('dataSyncImport', {
    url: importUrl(target),
    payload: body.payload,
    headers: body.headers,
  });
  expect(answer.status).toBe(200);
  const fileReportId = answer.body['fileReportId'] as number;
  expect(await finishedStatus(server.db, fileReportId)).toBe('COMPLETED');
  return fileReportId;
}

describe('data-sync calls keep the contract', () => {
  let fea = 0;
  let hea = 0;

  it('uploads each kind of file, and refuses an unknown recall type', async () => {
    const alerts = `VIN,Alert Code,Alert Description,Alert Date\n${VIN},P0420,Catalyst,2025-03-04\nBAD,P1,X,2025-03-04`;
    fea = await upload({ fileType: 'FEA_ALERT' }, alerts);
    hea = await upload({ fileType: 'HEA_ALERT' }, alerts);
    await upload(
      { fileType: 'RECALL', recallType: 'SAFETY' },
      `VIN,Recall Code,Description\n${VIN},20V1,Airbag`,
    );
    await upload({ fileType: 'PREPAID_MAINTENANCE' }, `VIN,Plan Name,Expiry Date\n${VIN},Gold,2027-01-01`);
    const body = await fileUpload('file.csv', `VIN,Recall Code,Description\n${VIN},20V1,Airbag`);
    const refused = await call('dataSyncImport', {
      url: importUrl({ fileType: 'RECALL', recallType: 'NOPE' }),
      payload: body.payload,
      headers: body.headers,
    });
    expect(refused.status).toBe(400);
  });

  it('lists reports, refused rows, recall types and records', async () => {
    const reports = await call('getFileUploadReports', {
      url: '/fetch-file-uploard-reports/1?file_type=FEA_ALERT',
    });
    expect(reports.body['total']).toBe(1);
    const errors = await call('getPrepaidErrorMessages', {
      url: `/lead/prepaid/errorMessages?fileReportId=${fea}`,
    });
    expect(errors.body['data']).toHaveLength(1);
    expect((await call('getRecallTypes')).body['total']).toBeGreaterThan(0);
    expect((await call('getRecallLeads')).body['total']).toBe(1);
    expect((await call('getHeaRecords', { url: `/hea/${hea}` })).body['total']).toBe(1);
    expect((await call('getFeaRecords', { url: `/fea/${fea}` })).body['total']).toBe(1);
    expect((await call('getFeaRecords', { url: `/fea/${hea}` })).status).toBe(404);
  });

  it('enriches, makes the lisa lead, sets a status and sends the alerts', async () => {
    expect((await call('performEnrichment', { payload: { fileReportId: hea } })).body['status']).toBe(
      'COMPLETED',
    );
    expect((await call('performFeaEnrichment', { payload: { fileReportId: fea } })).body['percentage']).toBe(
      100,
    );
    expect((await call('performFeaEnrichment', { payload: { fileReportId: hea } })).status).toBe(400);
    expect((await call('lisaFea', { payload: { fileReportId: fea } })).body['message']).toContain(
      '1 lead created',
    );
    const records = (await call('getHeaRecords', { url: `/hea/${hea}` })).body['data'] as { id: number }[];
    const update = (path: string) =>
      call('updateEnrichmentStatus', { url: `/api/list-of-customer-vehicle-lead/enrichment/${path}` });
    expect((await update(`${records[0]!.id}/status/update/APPROVED`)).status).toBe(200);
    expect((await update(`${records[0]!.id}/status/update/REJECTED`)).status).toBe(400);
    const alerts = {
      enterpriseId: 1,
      storeIds: [1],
      serviceTypes: ['TOYOTA_ERROR_ALERT'],
      recipients: ['gm@torque.demo'],
    };
    expect((await call('sendAllEmailAlerts', { payload: alerts })).status).toBe(200);
    expect((await call('sendAllEmailAlerts', { payload: { recipients: ['nope'] } })).status).toBe(400);
  });

  it('takes a browser’s upload over a real socket, as the web app sends it', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append(
      'multipartFile',
      new Blob([`VIN,Plan Name,Expiry Date\n${VIN},Silver,2028-06-30`]),
      'plans.csv',
    );
    const response = await fetch(`${base}${importUrl({ fileType: 'PREPAID_MAINTENANCE' })}`, {
      method: 'POST',
      body: form,
      headers: { authorization: auth['authorization']! },
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(contractErrors('/api/data-sync/import', 'post', response.status, body)).toEqual([]);
    expect(body).toMatchObject({ status: 'PROCESSING', fileName: 'plans.csv', totalRecords: 1 });
    expect(await finishedStatus(server.db, body['fileReportId'] as number)).toBe('COMPLETED');
  });

  it('exercised every data-sync operation', () => {
    expect([...exercised].sort()).toEqual([...DATA_SYNC_OPERATIONS].sort());
  });
});
