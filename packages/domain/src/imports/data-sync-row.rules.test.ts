import { describe, expect, it } from 'vitest';
import { INVALID_VIN } from '../leads/customer-edit.rules.js';
import { DATA_SYNC_COLUMNS_MISSING, findDataSyncColumns } from './data-sync-fields.js';
import { ALERT_DATE_INVALID, checkDataSyncRow, dataSyncCells } from './data-sync-row.rules.js';
import {
  checkEnrichmentStatus,
  errorAlertServiceType,
  REJECTION_REASON_REQUIRED,
} from './enrichment-status.rules.js';
import { VIN_REQUIRED } from './lead-import-row.rules.js';

const VIN = '4T1BF1FK5CU123456';

describe('data-sync file columns', () => {
  it('finds each field of a recall file by its header, a specific spelling before a bare "code"', () => {
    const { columns, missing } = findDataSyncColumns('RECALL', [
      'Code',
      'VIN #',
      'Recall Code',
      'Description',
    ]);
    expect(missing).toEqual([]);
    expect(columns).toEqual({ vin: 1, code: 2, description: 3 });
  });

  it('names the columns a file lacks', () => {
    const { missing } = findDataSyncColumns('HEA_ALERT', ['VIN', 'Alert code']);
    expect(DATA_SYNC_COLUMNS_MISSING(missing)).toBe(
      'The file has no column for: Alert description, Alert date.',
    );
  });
});

describe('data-sync rows', () => {
  const { columns } = findDataSyncColumns('FEA_ALERT', [
    'VIN',
    'Alert Code',
    'Alert Description',
    'Alert Date',
  ]);

  it('keeps a good alert row with the VIN upper-case and the date ISO', () => {
    const row = checkDataSyncRow(
      'FEA_ALERT',
      dataSyncCells(columns, [VIN.toLowerCase(), 'P0420', 'Catalyst', '3/4/2025']),
    );
    expect(row).toEqual({
      ok: true,
      value: { vin: VIN, code: 'P0420', description: 'Catalyst', date: '2025-03-04' },
    });
  });

  it('names every fault of a bad row', () => {
    expect(checkDataSyncRow('FEA_ALERT', dataSyncCells(columns, ['', '', 'x', 'soon']))).toEqual({
      ok: false,
      error: `${VIN_REQUIRED}; Alert code is required; ${ALERT_DATE_INVALID}`,
    });
    expect(checkDataSyncRow('RECALL', { vin: 'SHORT', code: '20V123', description: 'Airbag' })).toEqual({
      ok: false,
      error: INVALID_VIN,
    });
  });

  it('reads a prepaid row without a description', () => {
    expect(checkDataSyncRow('PREPAID_MAINTENANCE', { vin: VIN, code: 'Gold', date: '2027-01-31' })).toEqual({
      ok: true,
      value: { vin: VIN, code: 'Gold', description: null, date: '2027-01-31' },
    });
  });
});

describe('enrichment statuses', () => {
  it('accepts a known status and asks a rejection for its reason', () => {
    expect(checkEnrichmentStatus('approved', undefined)).toEqual({
      ok: true,
      value: { statusType: 'APPROVED', reasonkey: null },
    });
    expect(checkEnrichmentStatus('REJECTED', ' ')).toEqual({ ok: false, error: REJECTION_REASON_REQUIRED });
    expect(checkEnrichmentStatus('DONE', undefined).ok).toBe(false);
  });

  it('turns only Toyota and Lexus alerts into error-alert leads', () => {
    expect(errorAlertServiceType('Toyota')).toBe('TOYOTA_ERROR_ALERT');
    expect(errorAlertServiceType('LEXUS')).toBe('LEXUS_ERROR_ALERT');
    expect(errorAlertServiceType('Ford')).toBeUndefined();
  });
});
