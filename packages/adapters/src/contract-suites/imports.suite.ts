import {
  autoMatchColumns,
  importFinished,
  INCONSISTENT_DATA,
  PROCESSING_STARTED,
  plannerSearchPayload,
  type EnrichmentRecord,
  type ImportGateway,
  type ImportProgress,
} from '@torque/domain';
import { InMemoryImportGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type ImportSubject = { readonly gateway: ImportGateway };

const TARGET = { enterpriseId: 1, bocId: 2, storeId: 3 } as const;
const WINDOW = { page: 0, size: 50 } as const;
const csv = (name: string, rows = 40): File =>
  new File([Array.from({ length: rows }, (_, i) => `VIN${i},Recall ${i}`).join('\n')], name, {
    type: 'text/csv',
  });
const record = (id: number, fileReportId: number, statusType = 'NEW'): EnrichmentRecord => ({
  id,
  fileReportId,
  statusType,
  reasonkey: null,
  vin: `1HGCM82633A00${id}`,
});

const HEADERS = ['First', 'Last', 'Cell', 'VIN', 'Make', 'Model', 'Year'];
/** A report title above the headers, a good row, its duplicate by phone and a bad-phone row. */
const leadFile = (): File =>
  new File(
    [
      [
        'Sales export',
        HEADERS.join(','),
        'Ana,Silva,(555) 201-0001,1HGCM82633A004352,Honda,Accord,2020',
        'Ana,Silva,555-201-0001,1HGCM82633A004352,Honda,Accord,2020',
        'Bo,Chen,12,1HGCM82633A004352,Honda,Civic,2019',
      ].join('\n'),
    ],
    'leads.csv',
    { type: 'text/csv' },
  );

/** The progress events of an import until it is over. */
const progressUntilOver = (gateway: ImportGateway, id: number): Promise<ImportProgress[]> =>
  new Promise((resolve) => {
    const heard: ImportProgress[] = [];
    const stop = new AbortController();
    gateway.watchImport(
      id,
      (progress) => {
        heard.push(progress);
        if (importFinished(progress.status)) {
          stop.abort();
          resolve(heard);
        }
      },
      stop.signal,
    );
  });

/** Whole percentages, never going back, starting at 0. */
const wellFormed = (percents: readonly number[]): boolean =>
  percents[0] === 0 &&
  percents.every(
    (p, i) => Number.isInteger(p) && p >= 0 && p <= 100 && (i === 0 || p >= (percents[i - 1] ?? 0)),
  );

export function importsContract(makeSubject: (server: InMemoryImportGateway) => ImportSubject): void {
  describe('ImportGateway contract', () => {
    it('uploads a data-sync file with whole, growing percentages that end at 100; the report lists it', async () => {
      const { gateway } = makeSubject(new InMemoryImportGateway());
      const percents: number[] = [];
      const upload = {
        ...TARGET,
        fileType: 'RECALL',
        recallType: 'SAFETY',
        file: csv('recall.csv'),
      } as const;
      const result = await gateway.uploadDataSyncFile(upload, (p) => percents.push(p));
      expect(result).toMatchObject({ ok: true, value: { fileReportId: 1, fileName: 'recall.csv' } });
      expect(wellFormed(percents)).toBe(true);
      expect(percents.at(-1)).toBe(100);
      const reports = await gateway.fileUploadReports(1, 'RECALL', WINDOW);
      expect(reports).toMatchObject({
        ok: true,
        value: {
          total: 1,
          data: [{ fileReportId: 1, fileType: 'RECALL', recallType: 'SAFETY', fileName: 'recall.csv' }],
        },
      });
      expect((await gateway.fileUploadReports(1, 'HEA_ALERT', WINDOW)).ok).toBe(true);
    });

    it("a refused upload never reports 100 and answers in the server's words", async () => {
      const server = new InMemoryImportGateway();
      const { gateway } = makeSubject(server);
      server.failNext('uploadDataSyncFile', serverRejection(400, 'Unsupported file type'));
      const percents: number[] = [];
      const upload = { ...TARGET, fileType: 'HEA_ALERT', file: csv('hea.xlsx') } as const;
      const result = await gateway.uploadDataSyncFile(upload, (p) => percents.push(p));
      expect(result).toEqual({ ok: false, error: serverRejection(400, 'Unsupported file type') });
      expect(wellFormed(percents)).toBe(true);
      expect(percents).not.toContain(100);
    });

    it('imports a lead file by its header row and mapping: upload percentages, then progress to COMPLETED', async () => {
      const server = new InMemoryImportGateway();
      const { gateway } = makeSubject(server);
      const percents: number[] = [];
      const options = { headerRow: 2, mapping: autoMatchColumns(HEADERS) };
      const result = await gateway.importCustomerVehicleLeads(TARGET, leadFile(), options, (p) =>
        percents.push(p),
      );
      expect(result).toMatchObject({ ok: true, value: { fileReportId: 1, fileName: 'leads.csv' } });
      expect(wellFormed(percents) && percents.at(-1)).toBe(100);
      expect(server.leadImports).toEqual([options]);
      const heard = await progressUntilOver(gateway, 1);
      expect(wellFormed([0, ...heard.map((p) => p.percent)])).toBe(true);
      expect(heard.at(-1)).toMatchObject({ status: 'COMPLETED', percent: 100, failedRecords: 1 });
      expect(await gateway.cvLeadBatches(WINDOW)).toMatchObject({
        ok: true,
        value: { data: [{ batchId: 1, fileName: 'leads.csv', createdCustomers: 1, failedRecords: 1 }] },
      });
      const refused = await gateway.prepaidErrors(1, WINDOW);
      expect(refused.ok && refused.value.data).toEqual([
        expect.objectContaining({
          rowNumber: 5,
          message: 'Invalid Number',
          row: expect.objectContaining({ First: 'Bo', Cell: '12' }),
        }),
      ]);
      const found = await gateway.searchCustomerVehicleLeads({ ...WINDOW, batchId: 1, searchText: 'silva' });
      expect(found.ok && found.value.data.map((lead) => lead.cellular)).toEqual(['+15552010001']);
    });

    it('previews a lead file (issue 30): the sold dates asked when they read both ways, every refused row, the households', async () => {
      const { gateway } = makeSubject(new InMemoryImportGateway());
      const file = new File(
        [
          [
            'First,Last,Cell,VIN,Make,Model,Year,Sold Date',
            'Ana,Silva,(555) 201-0001,1HGCM82633A004352,Honda,Accord,2020,01/03/2025',
            'Rui,Silva,555-201-0001,1HGCM82633A004353,Honda,Civic,2020,02/04/2025',
            'Bo,Chen,12,1HGCM82633A004354,Honda,Civic,2019,',
          ].join('\n'),
        ],
        'family.csv',
        { type: 'text/csv' },
      );
      const headers = ['First', 'Last', 'Cell', 'VIN', 'Make', 'Model', 'Year', 'Sold Date'];
      const options = { headerRow: 1, mapping: autoMatchColumns(headers) };
      const asked = await gateway.previewCustomerVehicleLeads(TARGET, file, options);
      expect(asked).toMatchObject({
        ok: true,
        value: {
          totalRecords: 3,
          soldDates: { status: 'QUESTION', format: null },
          problems: [{ rowNumber: 4, message: 'Invalid Number' }],
          households: [{ rowNumber: 3, firstName: 'Rui', sharesWith: { firstName: 'Ana', rowNumber: 2 } }],
        },
      });
      const answered = await gateway.previewCustomerVehicleLeads(TARGET, file, {
        ...options,
        dateFormat: 'DD/MM/YYYY',
        households: [{ rowNumber: 3, choice: 'SEPARATE' }],
      });
      expect(answered.ok && answered.value.soldDates).toEqual({
        status: 'QUESTION',
        format: 'DD/MM/YYYY',
        message: '01/03/2025 (row 2) could be 1 March 2025 or 3 January 2025.',
      });
    });

    it('a refused lead upload never reports 100; a finished import heard later answers where it ended', async () => {
      const server = new InMemoryImportGateway();
      const { gateway } = makeSubject(server);
      server.failNext('importCustomerVehicleLeads', serverRejection(400, 'Choose a .csv or .xlsx file.'));
      const percents: number[] = [];
      const options = { headerRow: 2, mapping: autoMatchColumns(HEADERS) };
      const refused = await gateway.importCustomerVehicleLeads(TARGET, leadFile(), options, (p) =>
        percents.push(p),
      );
      expect(refused).toEqual({ ok: false, error: serverRejection(400, 'Choose a .csv or .xlsx file.') });
      expect(percents).not.toContain(100);
      await gateway.importCustomerVehicleLeads(TARGET, leadFile(), options, () => undefined);
      await progressUntilOver(gateway, 1);
      // A page reloaded after the end re-attaches and hears the end at once.
      expect((await progressUntilOver(gateway, 1)).map((p) => p.status)).toEqual(['COMPLETED']);
    });

    it('keeps the Excel header mapping per file type', async () => {
      const { gateway } = makeSubject(new InMemoryImportGateway());
      expect(await gateway.headerMapping('CV_LEAD')).toEqual({
        ok: true,
        value: { fileType: 'CV_LEAD', mapping: [] },
      });
      const mapping = { fileType: 'CV_LEAD', mapping: [{ key: 'VIN', value: 'vin' }] };
      expect((await gateway.saveHeaderMapping(mapping)).ok).toBe(true);
      expect(await gateway.headerMapping('CV_LEAD')).toEqual({ ok: true, value: mapping });
    });

    it('sets an enrichment status with its reason; an unknown record is a 404', async () => {
      const server = new InMemoryImportGateway({
        recallLeads: [record(5, 1)],
        alertRecords: [record(6, 2), record(7, 3)],
      });
      const { gateway } = makeSubject(server);
      expect((await gateway.setEnrichmentStatus(5, 'REJECTED', 'NO_LONGER_OWN')).ok).toBe(true);
      const recalls = await gateway.recallLeads(WINDOW);
      expect(recalls.ok && recalls.value.data[0]).toMatchObject({
        id: 5,
        statusType: 'REJECTED',
        reasonkey: 'NO_LONGER_OWN',
      });
      const unknown = await gateway.setEnrichmentStatus(99, 'REJECTED');
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
      const hea = await gateway.alertRecords('HEA', 2, WINDOW);
      const fea = await gateway.alertRecords('FEA', 3, WINDOW);
      expect([hea.ok && hea.value.data[0]?.id, fea.ok && fea.value.data[0]?.id]).toEqual([6, 7]);
    });

    it("starts enrichment three ways with 'Processing has been started successfully'", async () => {
      const server = new InMemoryImportGateway({
        fileReports: [
          {
            fileReportId: 4,
            fileType: 'FEA_ALERT',
            fileName: 'fea.csv',
            status: 'UPLOADED',
            enterpriseId: 1,
          },
        ],
      });
      const { gateway } = makeSubject(server);
      for (const run of ['enrichment', 'fea-enrichment', 'lisa-fea'] as const) {
        expect(await gateway.startEnrichment(run, { fileReportId: 4, ids: [1] })).toMatchObject({
          ok: true,
          value: { message: PROCESSING_STARTED },
        });
      }
      const unknown = await gateway.startEnrichment('enrichment', { fileReportId: 8 });
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it('lists recall types and prepaid errors, runs the CV-lead planner and sends e-mail alerts', async () => {
      const server = new InMemoryImportGateway({
        recallTypes: [{ recallType: 'SAFETY', description: null }],
        prepaidErrors: [{ fileReportId: 4, rowNumber: 2, vin: null, message: 'VIN missing' }],
        cvLeadPlannerRows: [
          {
            cust_no: '9',
            vehicleId: 9,
            reason: 'Imported CV lead',
            optedOut: false,
            vin: 'VIN9',
            plannedServiceType: 'CV_LEAD_SMT_1',
          },
        ],
      });
      const { gateway } = makeSubject(server);
      expect(await gateway.recallTypes()).toMatchObject({
        ok: true,
        value: { data: [{ recallType: 'SAFETY' }] },
      });
      expect(await gateway.prepaidErrors(4, WINDOW)).toMatchObject({
        ok: true,
        value: { data: [{ rowNumber: 2 }] },
      });
      const rows = await gateway.runCvLeadPlanner(1, plannerSearchPayload({ size: 10 }));
      expect(rows).toMatchObject({ ok: true, value: { data: [{ cust_no: '9' }] } });
      expect((await gateway.sendAllEmailAlerts({ enterpriseId: 1, recipients: ['gm@example.com'] })).ok).toBe(
        true,
      );
    });

    it("reads a server error as 'Inconsistent data in request. Please check data'", async () => {
      const server = new InMemoryImportGateway();
      const { gateway } = makeSubject(server);
      server.failNext('recallTypes', serverRejection(500, 'boom'));
      const failed = await gateway.recallTypes();
      expect(failed.ok ? undefined : failed.error).toMatchObject({ message: INCONSISTENT_DATA, status: 500 });
    });
  });
}
