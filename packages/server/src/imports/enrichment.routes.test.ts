import { PROCESSING_STARTED, REJECTION_REASON_REQUIRED, UNKNOWN_ENRICHMENT_STATUS } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { finishedStatus, uploadFile, vehicleOf, type Headers } from './data-sync-test-support.js';
import { INVALID_RECIPIENT, RECIPIENTS_REQUIRED } from './email-alert.service.js';
import { NOT_AN_ENRICHMENT_FILE, NOT_AN_FEA_FILE, NO_SUCH_RECORD } from './enrichment.service.js';

const TOYOTA = '5TDSYNC1000000001';
const FORD = '1FDSYNC1000000002';
const UNKNOWN = '5TDSYNC1000000003';
const LEXUS_ELSEWHERE = 'JTDSYNC1000000004';

type RecordView = {
  id: number;
  vin: string;
  statusType: string;
  customerName: string | null;
  cellular: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  reasonkey: string | null;
};

describe('enrichment, record status, lisa/fea and e-mail alerts', () => {
  let server: TestServer;
  let admin: Headers;
  let feaReport = 0;
  let toyotaVehicle = 0;

  const post = (url: string, payload: object, headers: Headers = admin) =>
    server.app.inject({ method: 'POST', url, payload, headers });
  const feaRecords = async () =>
    (await server.app.inject({ method: 'GET', url: `/fea/${feaReport}?size=10`, headers: admin })).json<{
      data: RecordView[];
    }>().data;
  const byVin = (records: RecordView[], vin: string) => records.find((record) => record.vin === vin)!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('ENTERPRISE_ADMIN');
    ({ vehicleId: toyotaVehicle } = await vehicleOf(server.db, 1, {
      vin: TOYOTA,
      make: 'Toyota',
      model: 'Camry',
      year: 2021,
      firstName: 'Tora',
      cellular: '+17185550901',
    }));
    await vehicleOf(server.db, 1, {
      vin: FORD,
      make: 'Ford',
      model: 'F-150',
      year: 2019,
      firstName: 'Fern',
      cellular: '+17185550902',
    });
    // Store 2 is another store of the same enterprise: its vehicles match too.
    await vehicleOf(server.db, 2, {
      vin: LEXUS_ELSEWHERE,
      make: 'Lexus',
      model: 'RX',
      year: 2022,
      firstName: 'Lex',
      cellular: '+13125550903',
    });
    const file = [
      'VIN,Alert Code,Alert Description,Alert Date',
      `${TOYOTA},P0420,Catalyst,2025-03-04`,
      `${FORD},P0300,Misfire,2025-03-04`,
      `${UNKNOWN},P0171,Lean,2025-03-04`,
      `${LEXUS_ELSEWHERE},P0455,EVAP leak,2025-03-04`,
    ].join('\n');
    const answer = await uploadFile(server, admin, { fileType: 'FEA_ALERT' }, 'fea.csv', file);
    feaReport = answer.json<{ fileReportId: number }>().fileReportId;
    expect(await finishedStatus(server.db, feaReport)).toBe('COMPLETED');
  });
  afterAll(() => server.close());

  it('fills each record from the vehicle of its VIN, or marks it NOT_FOUND', async () => {
    const answer = await post('/fea/perform/enrichment', { fileReportId: feaReport });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'COMPLETED', message: PROCESSING_STARTED, percentage: 100 });
    const records = await feaRecords();
    expect(byVin(records, TOYOTA)).toMatchObject({
      statusType: 'ENRICHED',
      customerName: 'Tora Alert',
      cellular: '+17185550901',
      make: 'Toyota',
      model: 'Camry',
      year: 2021,
    });
    expect(byVin(records, LEXUS_ELSEWHERE)).toMatchObject({ statusType: 'ENRICHED', make: 'Lexus' });
    expect(byVin(records, UNKNOWN)).toMatchObject({ statusType: 'NOT_FOUND', customerName: null });
  });

  it('makes one not-started error-alert lead per enriched Toyota or Lexus record, never twice', async () => {
    const first = await post('/api/lisa/fea', { fileReportId: feaReport });
    expect(first.json()).toEqual({
      status: 'COMPLETED',
      message: `${PROCESSING_STARTED}: 2 leads created, 1 skipped (not a Toyota or Lexus).`,
      percentage: 100,
    });
    const leads = await server.db.query<{
      planned_service_type: string;
      stage: string;
      store_id: number;
      conversation_initiated: boolean;
    }>(
      `SELECT planned_service_type, stage, store_id, conversation_initiated FROM future_service_interaction
        WHERE vehicle_id = $1`,
      [toyotaVehicle],
    );
    expect(leads).toEqual([
      {
        planned_service_type: 'TOYOTA_ERROR_ALERT',
        stage: 'NOT_STARTED', // nobody texted it yet (issue 30 point 4)
        store_id: 1,
        conversation_initiated: false,
      },
    ]);
    const again = await post('/api/lisa/fea', { fileReportId: feaReport });
    expect(again.json<{ message: string }>().message).toBe(
      `${PROCESSING_STARTED}: 0 leads created, 1 skipped (not a Toyota or Lexus).`,
    );
    const [count] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM future_service_interaction WHERE planned_service_type IN ('TOYOTA_ERROR_ALERT', 'LEXUS_ERROR_ALERT')
          AND vehicle_id IN (SELECT vehicle_id FROM enrichment_record WHERE batch_id = $1)`,
      [feaReport],
    );
    expect(count!.n).toBe(2);
  });

  it('sets a status from the fixed list, a rejection only with its reason', async () => {
    const record = byVin(await feaRecords(), FORD);
    const put = (path: string) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/list-of-customer-vehicle-lead/enrichment/${path}`,
        headers: admin,
      });
    const unknown = await put(`${record.id}/status/update/DONE`);
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([
      400,
      UNKNOWN_ENRICHMENT_STATUS,
    ]);
    const noReason = await put(`${record.id}/status/update/REJECTED`);
    expect([noReason.statusCode, noReason.json<{ message: string }>().message]).toEqual([
      400,
      REJECTION_REASON_REQUIRED,
    ]);
    expect((await put(`${record.id}/status/update/REJECTED?reasonkey=NO_LONGER_OWN`)).statusCode).toBe(200);
    expect(byVin(await feaRecords(), FORD)).toMatchObject({
      statusType: 'REJECTED',
      reasonkey: 'NO_LONGER_OWN',
    });
    const missing = await put('999999/status/update/APPROVED');
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([404, NO_SUCH_RECORD]);
    // A rejected record is staff's word: enrichment leaves it alone.
    await post('/fea/perform/enrichment', { fileReportId: feaReport });
    expect(byVin(await feaRecords(), FORD).statusType).toBe('REJECTED');
  });

  it('refuses enrichment of a file without records, and FEA calls on other files', async () => {
    const prepaid = await uploadFile(
      server,
      admin,
      { fileType: 'PREPAID_MAINTENANCE' },
      'p.csv',
      `VIN,Plan,Expiry Date\n${TOYOTA},Gold,2027-01-01`,
    );
    const prepaidReport = prepaid.json<{ fileReportId: number }>().fileReportId;
    await finishedStatus(server.db, prepaidReport);
    const none = await post('/perform/enrichment', { fileReportId: prepaidReport });
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([
      400,
      NOT_AN_ENRICHMENT_FILE,
    ]);
    const notFea = await post('/api/lisa/fea', { fileReportId: prepaidReport });
    expect([notFea.statusCode, notFea.json<{ message: string }>().message]).toEqual([400, NOT_AN_FEA_FILE]);
    expect((await post('/fea/perform/enrichment', { fileReportId: 999999 })).statusCode).toBe(404);
    expect(
      (await post('/perform/enrichment', { fileReportId: feaReport }, await server.signIn('OFFICE_USER')))
        .statusCode,
    ).toBe(403);
  });

  it('records the alert summary e-mailed to each valid recipient', async () => {
    const noOne = await post('/api/email-alert/all', { recipients: [] });
    expect([noOne.statusCode, noOne.json<{ message: string }>().message]).toEqual([400, RECIPIENTS_REQUIRED]);
    const wrong = await post('/api/email-alert/all', { recipients: ['gm@torque.demo', 'not-an-address'] });
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([
      400,
      INVALID_RECIPIENT('not-an-address'),
    ]);
    const sent = await post('/api/email-alert/all', {
      enterpriseId: 1,
      storeIds: [1],
      recipients: ['GM@torque.demo', 'service@torque.demo'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const alerts = await server.db.query<{ recipient: string; body: string; store_ids: number[] }>(
      'SELECT recipient, body, store_ids FROM email_alert ORDER BY recipient',
    );
    expect(alerts.map((alert) => alert.recipient)).toEqual(['gm@torque.demo', 'service@torque.demo']);
    expect(alerts[0]!.store_ids).toEqual([1]);
    // Three FEA records await review at store 1 (the Ford one was rejected; the Lexus one is of store 1's file too).
    expect(alerts[0]!.body).toContain('Torque Toyota of Brooklyn: 0 recall, 0 HEA, 3 FEA');
  });
});
