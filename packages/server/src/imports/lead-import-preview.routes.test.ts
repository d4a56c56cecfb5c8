import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { batchState, countOf, csvOf, LEAD_FILE_HEADER, multipartBody } from './lead-import-test-support.js';

const QUERY = 'enterprise_id=1&boc_id_pk=1&store_id_pk=1';
const PREVIEW = `/api/list-of-customer-vehicle-lead/import/preview?${QUERY}`;
const IMPORT = `/api/list-of-customer-vehicle-lead/import?${QUERY}`;
const row = (first: string, phone: string, vin: string, soldDate: string) => [
  first,
  'Marsh',
  phone,
  '',
  vin,
  'Honda',
  'Civic',
  '2021',
  soldDate,
  '',
];

/**
 * Issue 30 points 5 and 6 on the server: the preview reads the whole file (the sold dates' format or
 * the question, every refused row, every household), and the import reads dates and shared phones
 * only as decided or chosen, never by a silent guess.
 */
describe('the lead import preview and its answers (issue 30)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = async (url: string, csv: string, fields: Record<string, string> = {}) => {
    const body = multipartBody({ name: 'leads.csv', bytes: csv }, fields);
    return server.app.inject({
      method: 'POST',
      url,
      headers: { ...(await server.signIn('ENTERPRISE_ADMIN')), ...body.headers },
      payload: body.payload,
    });
  };
  const preview = async (csv: string, fields: Record<string, string> = {}) => {
    const response = await post(PREVIEW, csv, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Schemas['LeadImportPreview'];
  };
  const settled = async (batchId: number) => {
    await expect
      .poll(async () => (await batchState(server.db, batchId))?.status, { timeout: 20_000 })
      .not.toBe('PROCESSING');
    return (await batchState(server.db, batchId))!;
  };

  it('reads DD/MM dates from the column (15/01/2024 decides it) and imports 01/03/2024 as 1 March', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      row('Dora', '2125558101', '1HGCM82633A104351', '01/03/2024'),
      row('Dean', '2125558102', '1HGCM82633A104352', '15/01/2024'),
    ]);
    const seen = await preview(csv);
    expect(seen.soldDates).toEqual({ status: 'DECIDED', format: 'DD/MM/YYYY', message: null });
    expect(seen.problems).toEqual([]);
    // Against the evidence, the month-first answer is refused, and nothing is kept.
    const batches = await countOf(server.db, 'import_batch');
    const wrong = await post(IMPORT, csv, { dateFormat: 'MM/DD/YYYY' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'The sold dates are written DD/MM/YYYY (row 3 shows it); import them that way.',
    );
    expect(await countOf(server.db, 'import_batch')).toBe(batches);
    const done = await post(IMPORT, csv);
    expect(done.statusCode, done.body).toBe(200);
    expect(await settled(done.json().fileReportId)).toMatchObject({ status: 'COMPLETED', failed_records: 0 });
    const dates = await server.db.query<{ vin: string; sold_date: string }>(
      `SELECT vin, to_char(sold_date, 'YYYY-MM-DD') AS sold_date FROM service_vehicle
        WHERE vin IN ('1HGCM82633A104351', '1HGCM82633A104352') ORDER BY vin`,
    );
    expect(dates.map((d) => d.sold_date)).toEqual(['2024-03-01', '2024-01-15']);
  });

  it('asks when every date reads both ways, refuses the import until answered, then reads it as answered', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      row('Ivy', '2125558201', '1HGCM82633A204351', '01/03/2025'),
      row('Ike', '2125558202', '1HGCM82633A204352', '02/04/2025'),
    ]);
    const seen = await preview(csv);
    expect(seen.soldDates).toEqual({
      status: 'QUESTION',
      format: null,
      message: '01/03/2025 (row 2) could be 1 March 2025 or 3 January 2025.',
    });
    const unanswered = await post(IMPORT, csv);
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().message).toBe(
      'Choose how the sold dates are written (DD/MM/YYYY or MM/DD/YYYY) before importing.',
    );
    expect((await preview(csv, { dateFormat: 'MM/DD/YYYY' })).soldDates.format).toBe('MM/DD/YYYY');
    const done = await post(IMPORT, csv, { dateFormat: 'MM/DD/YYYY' });
    expect(done.statusCode, done.body).toBe(200);
    await settled(done.json().fileReportId);
    const [ivy] = await server.db.query<{ sold_date: string }>(
      `SELECT to_char(sold_date, 'YYYY-MM-DD') AS sold_date FROM service_vehicle WHERE vin = '1HGCM82633A204351'`,
    );
    expect(ivy?.sold_date).toBe('2025-01-03');
    expect((await post(IMPORT, csv, { dateFormat: 'next week' })).statusCode).toBe(400);
  });

  it('names the rows when a column mixes day-first and month-first dates', async () => {
    const csv = csvOf([
      LEAD_FILE_HEADER,
      row('Max', '2125558301', '1HGCM82633A304351', '15/01/2024'),
      row('Mia', '2125558302', '1HGCM82633A304352', '01/15/2024'),
    ]);
    const seen = await preview(csv);
    expect(seen.soldDates.status).toBe('MIXED');
    expect(seen.soldDates.message).toContain('day first in rows 2 but month first in rows 3');
    expect((await post(IMPORT, csv, { dateFormat: 'DD/MM/YYYY' })).statusCode).toBe(400);
  });

  it('lists every refused row, not the first five, and every household of a shared phone', async () => {
    const bad = Array.from({ length: 8 }, (_, i) => row(`Bad${i}`, '555-01', `1HGCM82633A40435${i}`, ''));
    const csv = csvOf([
      LEAD_FILE_HEADER,
      row('Ana', '2125558401', '1HGCM82633A504351', ''),
      row('Ben', '(212) 555-8401', '1HGCM82633A504352', ''),
      ...bad,
    ]);
    const seen = await preview(csv);
    expect(seen.totalRecords).toBe(10);
    expect(seen.problems.map((p) => p.rowNumber)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(seen.problems[0]).toMatchObject({ message: 'Invalid Number' });
    expect(seen.problems[0]?.cells.slice(0, 3)).toEqual(['Bad0', 'Marsh', '555-01']);
    expect(seen.households).toEqual([
      {
        rowNumber: 3,
        firstName: 'Ben',
        lastName: 'Marsh',
        cellular: '+12125558401',
        sharesWith: { firstName: 'Ana', lastName: 'Marsh', customerId: null, rowNumber: 2 },
      },
    ]);
    // Without the admin's choice the household row is refused, never merged; the summary counts it.
    const customers = await countOf(server.db, 'customer WHERE cellular = $1', ['+12125558401']);
    const done = await post(IMPORT, csv);
    const batch = await settled(done.json().fileReportId);
    expect(batch).toMatchObject({ created_customers: 1, merged_rows: 0, failed_records: 9 });
    expect(await countOf(server.db, 'customer WHERE cellular = $1', ['+12125558401'])).toBe(customers + 1);
    const [refused] = await server.db.query<{ message: string; cells: Record<string, string> }>(
      'SELECT message, cells FROM import_row_error WHERE batch_id = $1 AND row_number = 3',
      [done.json().fileReportId],
    );
    expect(refused?.message).toBe(
      'This mobile number belongs to Ana Marsh; choose in the preview whether to merge or keep a separate customer.',
    );
    expect(refused?.cells['First Name']).toBe('Ben');
    // The next file sees Ana as the store's customer of that number.
    const next = await preview(csvOf([LEAD_FILE_HEADER, row('Ben', '2125558401', '1HGCM82633A504352', '')]));
    expect(next.households[0]?.sharesWith).toMatchObject({ firstName: 'Ana', rowNumber: null });
    expect(next.households[0]?.sharesWith.customerId).toBeGreaterThan(0);
  });

  it('refuses bad household answers and keeps the preview to the import roles and their stores', async () => {
    const csv = csvOf([LEAD_FILE_HEADER, row('Ana', '2125558501', '1HGCM82633A604351', '')]);
    expect((await post(IMPORT, csv, { households: '[{"rowNumber":2,"choice":"BOTH"}]' })).statusCode).toBe(
      400,
    );
    expect((await post(IMPORT, csv, { households: 'nope' })).statusCode).toBe(400);
    const body = multipartBody({ name: 'leads.csv', bytes: csv });
    const advisor = await server.app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: { ...(await server.signIn('SALES_REP')), ...body.headers },
      payload: body.payload,
    });
    expect([403, 404]).toContain(advisor.statusCode);
    const elsewhere = await post(
      '/api/list-of-customer-vehicle-lead/import/preview?enterprise_id=1&boc_id_pk=1&store_id_pk=999',
      csv,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
