import {
  IMPORT_UNREADABLE,
  IMPORT_WRONG_TYPE,
  INVALID_VIN,
  VIN_REQUIRED,
  ALERT_DATE_INVALID,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ALLOWED } from '../auth/role-rules.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import {
  DATA_SYNC_IMPORT_FAILED,
  RECALL_TYPE_REQUIRED,
  UNKNOWN_RECALL_TYPE,
} from './data-sync-import.service.js';
import { NO_SUCH_ENTERPRISE, NO_SUCH_FILE_REPORT, NO_SUCH_STORE } from './data-sync-scope.js';
import {
  countRows,
  finishedStatus,
  otherEnterprise,
  uploadFile,
  type Headers,
} from './data-sync-test-support.js';

const HEA_FILE = [
  'VIN,Alert Code,Alert Description,Alert Date,Mileage',
  '5TDSYNC0000000001,P0420,Catalyst efficiency below threshold,03/04/2025,41000',
  '5tdsync0000000002,C1201,Engine control malfunction,2025-03-05,12000',
  ',B0001,Airbag,not a date,9',
  '5TDSYNC000000000I,B0002,Seat belt,2025-03-05,1',
].join('\n');

describe('data-sync uploads (POST /api/data-sync/import) and their reports', () => {
  let server: TestServer;
  let admin: Headers;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('ENTERPRISE_ADMIN');
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Headers = admin) => server.app.inject({ method: 'GET', url, headers });

  it('imports an HEA file as PENDING records, reports it, and lists the refused rows with their reasons and cells', async () => {
    const answer = await uploadFile(server, admin, { fileType: 'HEA_ALERT' }, 'hea.csv', HEA_FILE);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<{
      fileReportId: number;
      status: string;
      totalRecords: number;
      failedRecords: number;
    }>();
    expect(result).toMatchObject({
      status: 'PROCESSING',
      totalRecords: 4,
      failedRecords: 2,
      fileName: 'hea.csv',
    });
    expect(await finishedStatus(server.db, result.fileReportId)).toBe('COMPLETED');

    const reports = await get('/fetch-file-uploard-reports/1?file_type=HEA_ALERT');
    expect(reports.statusCode).toBe(200);
    expect(reports.json<{ data: unknown[] }>().data[0]).toMatchObject({
      fileReportId: result.fileReportId,
      fileType: 'HEA_ALERT',
      storeId: 1,
      status: 'COMPLETED',
      totalRecords: 4,
      failedRecords: 2,
    });

    const records = (await get(`/hea/${result.fileReportId}`)).json<{
      data: { vin: string; statusType: string }[];
      total: number;
    }>();
    expect(records.total).toBe(2);
    expect(records.data.map((record) => [record.vin, record.statusType]).sort()).toEqual([
      ['5TDSYNC0000000001', 'PENDING'],
      ['5TDSYNC0000000002', 'PENDING'],
    ]);

    const errors = (await get(`/lead/prepaid/errorMessages?fileReportId=${result.fileReportId}`)).json<{
      data: { rowNumber: number; message: string; row: Record<string, string> }[];
    }>();
    expect(errors.data.map((error) => [error.rowNumber, error.message])).toEqual([
      [4, `${VIN_REQUIRED}; ${ALERT_DATE_INVALID}`],
      [5, INVALID_VIN],
    ]);
    expect(errors.data[0]!.row).toEqual({
      VIN: '',
      'Alert Code': 'B0001',
      'Alert Description': 'Airbag',
      'Alert Date': 'not a date',
      Mileage: '9',
    });
  });

  it('drops NUL characters, which PostgreSQL cannot keep, instead of failing the batch', async () => {
    const file =
      'VIN,Alert Code,Alert Description,Alert Date\n5TDSYNC0000000009,P\u00000420,Cat\u0000alyst,2025-03-04\n,X\u0000,Y,Z';
    const answer = await uploadFile(server, admin, { fileType: 'HEA_ALERT' }, 'nul.csv', file);
    const { fileReportId } = answer.json<{ fileReportId: number }>();
    expect(await finishedStatus(server.db, fileReportId)).toBe('COMPLETED');
    const records = (await get(`/hea/${fileReportId}`)).json<{ total: number }>();
    expect(records.total).toBe(1);
    const [stored] = await server.db.query<{ code: string; description: string }>(
      'SELECT code, description FROM enrichment_record WHERE batch_id = $1',
      [fileReportId],
    );
    expect(stored).toEqual({ code: 'P0420', description: 'Catalyst' });
  });

  it('keeps nothing of a batch that fails part-way, and says so', async () => {
    // A rule the database alone knows makes the last of 6,000 rows fail after the first 5,000 went in.
    await server.db.exec("ALTER TABLE enrichment_record ADD CONSTRAINT test_no_boom CHECK (code <> 'BOOM')");
    try {
      const lines = ['VIN,Alert Code,Alert Description,Alert Date'];
      for (let n = 0; n < 6_000; n += 1)
        lines.push(
          `5TDFAXL${String(n).padStart(10, '0')},${n === 5_999 ? 'BOOM' : 'P0420'},Catalyst,2025-03-04`,
        );
      lines.push(',X,Y,2025-03-04');
      const answer = await uploadFile(
        server,
        admin,
        { fileType: 'HEA_ALERT' },
        'fails.csv',
        lines.join('\n'),
      );
      const { fileReportId } = answer.json<{ fileReportId: number }>();
      expect(await finishedStatus(server.db, fileReportId)).toBe('FAILED');
      const [batch] = await server.db.query<{ message: string; records: number; refused: number }>(
        `SELECT message,
                (SELECT count(*)::int FROM enrichment_record WHERE batch_id = $1) AS records,
                (SELECT count(*)::int FROM import_row_error WHERE batch_id = $1) AS refused
           FROM import_batch WHERE id = $1`,
        [fileReportId],
      );
      expect(batch).toEqual({ message: DATA_SYNC_IMPORT_FAILED, records: 0, refused: 0 });
    } finally {
      await server.db.exec('ALTER TABLE enrichment_record DROP CONSTRAINT test_no_boom');
    }
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await countRows(server.db, 'enrichment_record');
    const answer = await uploadFile(server, admin, { fileType: 'HEA_ALERT' }, 'hea.csv', HEA_FILE);
    const { fileReportId } = answer.json<{ fileReportId: number }>();
    expect(await finishedStatus(server.db, fileReportId)).toBe('COMPLETED');
    expect(await countRows(server.db, 'enrichment_record')).toBe(before);
    expect((await get(`/hea/${fileReportId}`)).json<{ total: number }>().total).toBe(0);
  });

  it('files a recall under a known recall type and lists it among the recall leads', async () => {
    const types = (await get('/recalltype/fetch/all')).json<{ data: { recallType: string }[] }>();
    expect(types.data.map((type) => type.recallType)).toContain('SAFETY');
    const file = 'VIN,Recall Code,Recall Description\n5TDSYNC0000000003,20V123,Airbag inflator';
    expect((await uploadFile(server, admin, { fileType: 'RECALL' }, 'r.csv', file)).json()).toMatchObject({
      statusCode: 400,
      message: RECALL_TYPE_REQUIRED,
    });
    const unknown = await uploadFile(
      server,
      admin,
      { fileType: 'RECALL', recallType: 'MAYBE' },
      'r.csv',
      file,
    );
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([
      400,
      UNKNOWN_RECALL_TYPE,
    ]);
    const answer = await uploadFile(
      server,
      admin,
      { fileType: 'RECALL', recallType: 'SAFETY' },
      'r.csv',
      file,
    );
    expect(await finishedStatus(server.db, answer.json<{ fileReportId: number }>().fileReportId)).toBe(
      'COMPLETED',
    );
    const leads = (await get('/recalllead/fetch/all')).json<{
      data: { vin: string; recallType: string }[];
    }>();
    expect(leads.data).toContainEqual(
      expect.objectContaining({ vin: '5TDSYNC0000000003', recallType: 'SAFETY' }),
    );
  });

  it('keeps prepaid plans by VIN, plan name and expiry date', async () => {
    const file =
      'VIN,Plan Name,Expiry Date\n5TDSYNC0000000004,Gold Care,12/31/2027\n5TDSYNC0000000005,,12/31/2027';
    const answer = await uploadFile(server, admin, { fileType: 'PREPAID_MAINTENANCE' }, 'p.csv', file);
    const { fileReportId } = answer.json<{ fileReportId: number }>();
    expect(await finishedStatus(server.db, fileReportId)).toBe('COMPLETED');
    const plans = await server.db.query<{ vin: string; plan_name: string; expiry: string }>(
      `SELECT vin, plan_name, to_char(expiry_date, 'YYYY-MM-DD') AS expiry FROM prepaid_maintenance WHERE batch_id = $1`,
      [fileReportId],
    );
    expect(plans).toEqual([{ vin: '5TDSYNC0000000004', plan_name: 'Gold Care', expiry: '2027-12-31' }]);
    const errors = (await get(`/lead/prepaid/errorMessages?fileReportId=${fileReportId}`)).json<{
      data: { message: string }[];
    }>();
    expect(errors.data.map((error) => error.message)).toEqual(['Plan name is required']);
  });

  it('refuses a wrong file type, a file without its columns and a malformed file whole, keeping no batch', async () => {
    const before = await countRows(server.db, 'import_batch');
    const wrongType = await uploadFile(server, admin, { fileType: 'FEA_ALERT' }, 'alerts.txt', HEA_FILE);
    expect([wrongType.statusCode, wrongType.json<{ message: string }>().message]).toEqual([
      400,
      IMPORT_WRONG_TYPE,
    ]);
    const noColumns = await uploadFile(
      server,
      admin,
      { fileType: 'FEA_ALERT' },
      'a.csv',
      'VIN,Code\n5TDSYNC0000000001,X',
    );
    expect(noColumns.json<{ message: string }>().message).toBe(
      'The file has no column for: Alert description, Alert date.',
    );
    const malformed = await uploadFile(
      server,
      admin,
      { fileType: 'FEA_ALERT' },
      'a.csv',
      'VIN,Alert Code,Alert Description,Alert Date\n5TDSYNC0000000001,"P0420,Catalyst,2025-03-04\n',
    );
    expect([malformed.statusCode, malformed.json<{ message: string }>().message]).toEqual([
      400,
      IMPORT_UNREADABLE,
    ]);
    expect(await countRows(server.db, 'import_batch')).toBe(before);
  });

  it('lets only the imports roles in, and only to their enterprise', async () => {
    const officeUser = await server.signIn('OFFICE_USER');
    const refused = await uploadFile(server, officeUser, { fileType: 'HEA_ALERT' }, 'hea.csv', HEA_FILE);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([403, NOT_ALLOWED]);
    expect((await get('/recalltype/fetch/all', officeUser)).statusCode).toBe(403);

    const other = await otherEnterprise(server.db);
    const elsewhere = await uploadFile(
      server,
      admin,
      { fileType: 'HEA_ALERT', ...other },
      'hea.csv',
      HEA_FILE,
    );
    expect([elsewhere.statusCode, elsewhere.json<{ message: string }>().message]).toEqual([
      404,
      NO_SUCH_ENTERPRISE,
    ]);
    expect(
      (await get(`/fetch-file-uploard-reports/${other.enterpriseId}?file_type=HEA_ALERT`)).statusCode,
    ).toBe(404);
    const wrongBoc = await uploadFile(
      server,
      admin,
      { fileType: 'HEA_ALERT', bocId: 2 },
      'hea.csv',
      HEA_FILE,
    );
    expect([wrongBoc.statusCode, wrongBoc.json<{ message: string }>().message]).toEqual([404, NO_SUCH_STORE]);

    // A batch of the other enterprise, uploaded by a super user, stays out of the enterprise admin's reach.
    const superUser = await server.signIn('SUPER_USER');
    const theirs = await uploadFile(
      server,
      superUser,
      { fileType: 'HEA_ALERT', ...other },
      'hea.csv',
      HEA_FILE,
    );
    const { fileReportId } = theirs.json<{ fileReportId: number }>();
    expect(await finishedStatus(server.db, fileReportId)).toBe('COMPLETED');
    const hidden = await get(`/hea/${fileReportId}`);
    expect([hidden.statusCode, hidden.json<{ message: string }>().message]).toEqual([
      404,
      NO_SUCH_FILE_REPORT,
    ]);
    expect((await get(`/lead/prepaid/errorMessages?fileReportId=${fileReportId}`)).statusCode).toBe(404);
    expect((await get(`/hea/${fileReportId}`, superUser)).json<{ total: number }>().total).toBe(2);
  });
});
