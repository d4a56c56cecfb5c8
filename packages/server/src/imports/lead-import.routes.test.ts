import { IMPORT_FILE_TOO_LARGE, IMPORT_WRONG_TYPE, MAX_IMPORT_BYTES, type Role } from '@torque/domain';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Schemas } from '../http/contract.js';
import { openSseStream } from '../testing/sse-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import {
  abandonedBatch,
  batchState,
  countOf,
  csvOf,
  LEAD_FILE_HEADER,
  multipartBody,
  otherEnterpriseBatch,
} from './lead-import-test-support.js';
import { SERVER_RESTARTED } from './lead-import.routes.js';

const IMPORT = '/api/list-of-customer-vehicle-lead/import?enterprise_id=1&boc_id_pk=1&store_id_pk=1';
const row = (first: string, last: string, phone: string, vin: string, email = '') => [
  first,
  last,
  phone,
  email,
  vin,
  'Honda',
  'Civic',
  '2021',
  '2021-05-04',
  '12,000',
];

describe('lead imports (issue 19)', () => {
  let server: TestServer;
  let base = '';
  let existing: { id: number; cellular: string; first_name: string; last_name: string };
  beforeAll(async () => {
    server = await startTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const [customer] = await server.db.query<{
      id: number;
      cellular: string;
      first_name: string;
      last_name: string;
    }>('SELECT id, cellular, first_name, last_name FROM customer WHERE store_id = 1 ORDER BY id LIMIT 1');
    existing = customer!;
  });
  afterAll(() => server.close());

  const upload = async (
    file: { name: string; bytes: Buffer | string },
    fields: Record<string, string> = {},
    role: Role = 'ENTERPRISE_ADMIN',
  ) => {
    const body = multipartBody(file, fields);
    return server.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { ...(await server.signIn(role)), ...body.headers },
      payload: body.payload,
    });
  };
  /** The progress events of a batch until the stream ends. */
  const progressOf = async (batchId: number) => {
    const { authorization } = await server.signIn('ENTERPRISE_ADMIN');
    const token = encodeURIComponent(authorization.replace('Bearer ', ''));
    const stream = await openSseStream(
      `${base}/api/list-of-customer-vehicle-lead/import/${batchId}/progress?access_token=${token}`,
    );
    expect(stream.status).toBe(200);
    await stream.ended;
    return stream.events
      .filter((e) => e.event === 'progress')
      .map((e) => e.data as Schemas['ImportProgress']);
  };
  const imported = async (
    file: { name: string; bytes: Buffer | string },
    fields: Record<string, string> = {},
  ) => {
    const response = await upload(file, fields);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as Schemas['ImportResult'];
    expect(result.status).toBe('PROCESSING');
    const events = await progressOf(result.fileReportId);
    return { result, events, batch: (await batchState(server.db, result.fileReportId))! };
  };

  const file = csvOf([LEAD_FILE_HEADER, row('Ava', 'Quill', '2125557001', '1HGCM82633A004352')]);

  it('imports good rows, merges or separates a shared phone as chosen, updates a known customer and reports a bad phone', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      row('Ava', 'Quill', '(212) 555-7001', '1HGCM82633A004352', 'ava.quill@example.com'),
      row('Ava', 'Quillon', '212.555.7001', '1HGCM82633A004353'),
      row(existing.first_name, existing.last_name, existing.cellular, '1HGCM82633A004356'),
      row('Renamed', existing.last_name, existing.cellular, '1HGCM82633A004354'),
      row('Bad', 'Phone', '555-01', '1HGCM82633A004355'),
    ]);
    // Rows 3 and 5 share a number with a person of another name: the admin merged one, separated the other.
    const households = JSON.stringify([
      { rowNumber: 3, choice: 'MERGE' },
      { rowNumber: 5, choice: 'SEPARATE' },
    ]);
    const customersBefore = await countOf(server.db, 'customer');
    const { result, events, batch } = await imported({ name: 'leads.csv', bytes: csv }, { households });
    expect(result.totalRecords).toBe(5);
    expect(events.at(-1)).toMatchObject({
      status: 'COMPLETED',
      percent: 100,
      failedRecords: 1,
      totalRecords: 5,
    });
    expect(batch).toMatchObject({
      status: 'COMPLETED',
      created_customers: 2,
      updated_customers: 1,
      merged_rows: 1,
      failed_records: 1,
    });
    expect(await countOf(server.db, 'customer')).toBe(customersBefore + 2);
    // The merged row adds its vehicle to the first row's customer, whose name stays.
    const [ava] = await server.db.query<{ id: number; last_name: string; email: string }>(
      `SELECT id, last_name, email FROM customer WHERE store_id = 1 AND cellular = '+12125557001'`,
    );
    expect(ava).toMatchObject({ last_name: 'Quill', email: 'ava.quill@example.com' });
    expect(await countOf(server.db, 'service_vehicle WHERE customer_id = $1', [ava!.id])).toBe(2);
    const [known] = await server.db.query<{ first_name: string }>(
      'SELECT first_name FROM customer WHERE id = $1',
      [existing.id],
    );
    expect(known?.first_name).toBe(existing.first_name);
    // The separated person is a customer of their own, sharing the number.
    expect(
      await countOf(server.db, 'customer WHERE store_id = 1 AND cellular = $1', [existing.cellular]),
    ).toBe(2);
    const [failed] = await server.db.query<{
      row_number: number;
      message: string;
      cells: Record<string, string>;
    }>('SELECT row_number, message, cells FROM import_row_error WHERE batch_id = $1', [result.fileReportId]);
    expect(failed).toMatchObject({ row_number: 6, message: 'Invalid Number' });
    expect(failed?.cells).toMatchObject({
      'First Name': 'Bad',
      'Cell Phone': '555-01',
      VIN: '1HGCM82633A004355',
    });
    // In the file's column order, which the failed-rows report keeps.
    expect(Object.keys(failed?.cells ?? {})).toEqual([...LEAD_FILE_HEADER]);
    // The new leads are in the lead manager's search.
    const leads = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=50',
      headers: await server.signIn('SUPER_USER'),
      payload: { searchText: 'Ava Quill' },
    });
    const found = (leads.json() as Schemas['LeadPage']).data;
    expect(found.map((lead) => lead.customerMaster.lastName)).toEqual(['Quill', 'Quill']);
    // Never texted: NOT_STARTED, not INITIATED (issue 30 point 4).
    expect(found.every((lead) => lead.stage === 'NOT_STARTED' && !lead.conversationInitiated)).toBe(true);

    // The same file again changes nothing: no new customer, vehicle or lead.
    const counts = async () => [
      await countOf(server.db, 'customer'),
      await countOf(server.db, 'service_vehicle'),
      await countOf(server.db, 'future_service_interaction'),
    ];
    const before = await counts();
    const again = await imported({ name: 'leads.csv', bytes: csv }, { households });
    // Ava, the known customer and the separated person are each found by number and name now.
    expect(again.batch).toMatchObject({
      status: 'COMPLETED',
      created_customers: 0,
      updated_customers: 3,
      merged_rows: 1,
    });
    expect(await counts()).toEqual(before);
  });

  it('lists the batches newest first and finds their rows by name, phone or VIN', async () => {
    const headers = await server.signIn('ENTERPRISE_ADMIN');
    const batches = (
      await server.app.inject({
        method: 'GET',
        url: '/api/list-of-customer-vehicle-lead/cv-leads-batchs',
        headers,
      })
    ).json() as Schemas['CvLeadBatchPage'];
    expect(batches.data[0]).toMatchObject({ fileName: 'leads.csv', status: 'COMPLETED', percent: 100 });
    const search = (
      await server.app.inject({
        method: 'GET',
        url: `/api/list-of-customer-vehicle-lead/search?batchId=${batches.data[0]!.batchId}&searchText=5557001`,
        headers,
      })
    ).json() as Schemas['CustomerVehicleLeadPage'];
    expect(search.total).toBe(2);
    expect(search.data[0]).toMatchObject({
      lastName: 'Quill',
      soldDate: '04.05.2021',
      status: 'LEAD_EXISTS',
    });
  });

  it('refuses a file missing a required column, of the wrong type or over 10 MB, keeping nothing', async () => {
    const batches = await countOf(server.db, 'import_batch');
    const noVin = csvOf([
      LEAD_FILE_HEADER.filter((h) => h !== 'VIN'),
      row('A', 'B', '2125557009', 'x').slice(0, 9),
    ]);
    const missing = await upload({ name: 'leads.csv', bytes: noVin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a column for: VIN.');
    const wrong = await upload({ name: 'leads.txt', bytes: 'hello' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, IMPORT_WRONG_TYPE]);
    const big = await upload({ name: 'big.csv', bytes: Buffer.alloc(MAX_IMPORT_BYTES + 10, 'a') });
    expect([big.statusCode, big.json().message]).toEqual([400, IMPORT_FILE_TOO_LARGE]);
    expect(await countOf(server.db, 'import_batch')).toBe(batches);
  });

  it('imports an .xlsx file and uses the saved header mapping', async () => {
    const headers = await server.signIn('ENTERPRISE_ADMIN');
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/list-of-customer-vehicle-lead/excel-header-mapping',
      headers,
      payload: {
        fileType: 'CV_LEAD',
        mapping: [
          { key: 'Telefon', value: 'cellular' },
          { key: 'Vorname', value: 'firstName' },
        ],
      },
    });
    expect(saved.json()).toEqual({ message: 'Mapping Saved Successfully.' });
    const sheet = [
      ['Vorname', ...LEAD_FILE_HEADER.slice(1, 2), 'Telefon', ...LEAD_FILE_HEADER.slice(3)],
      row('Xena', 'Sheetley', '2125557050', '2HGFB2F59CH000001'),
    ];
    const bytes = await writeXlsxFile(sheet.map((cells) => cells.map((value) => ({ value })))).toBuffer();
    const { batch } = await imported({ name: 'leads.xlsx', bytes });
    expect(batch).toMatchObject({ status: 'COMPLETED', created_customers: 1, failed_records: 0 });
    expect(await countOf(server.db, `customer WHERE cellular = '+12125557050' AND first_name = 'Xena'`)).toBe(
      1,
    );
  });

  it('lets only the import roles in, and hides another enterprise’s batch', async () => {
    const refused = await upload({ name: 'leads.csv', bytes: file }, {}, 'SALES_REP');
    expect(refused.statusCode).toBe(403);
    const theirs = await otherEnterpriseBatch(server.db);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/list-of-customer-vehicle-lead/import/${theirs}/progress`,
      headers: await server.signIn('ENTERPRISE_ADMIN'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('fails the batches a stopped server left processing', async () => {
    const id = await abandonedBatch(server.db);
    const restarted = await buildApp({ db: server.db });
    await restarted.close();
    expect(await batchState(server.db, id)).toMatchObject({ status: 'FAILED', message: SERVER_RESTARTED });
  });
});
