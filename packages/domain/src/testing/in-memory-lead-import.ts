import type { CustomerVehicleLead } from '../imports/cv-lead.schema.js';
import type { PrepaidErrorMessage } from '../imports/data-sync-file.schema.js';
import type { LeadImportOptions } from '../imports/import-gateway.port.js';
import { checkLeadRows, soldDateCells, soldDatesOf } from '../imports/lead-file-check.rules.js';
import { planHouseholds } from '../imports/lead-import-household.rules.js';
import type { LeadImportPreview } from '../imports/lead-import-preview.schema.js';
import { cellsOfRow, checkLeadImportRow, distinctHeaders } from '../imports/lead-import-row.rules.js';
import type { UploadFile } from '../imports/upload-progress.js';

/** What processing one lead file gave: the counts, the refused rows and the leads it stored. */
export type LeadFileOutcome = {
  readonly totalRecords: number;
  readonly createdCustomers: number;
  readonly updatedCustomers: number;
  readonly errors: readonly PrepaidErrorMessage[];
  readonly leads: readonly CustomerVehicleLead[];
};

/** A browser File (or Node's) has its text; a bare UploadFile reads as an empty file. */
export async function uploadText(file: UploadFile): Promise<string> {
  const readable = file as UploadFile & { text?: () => Promise<string> };
  return typeof readable.text === 'function' ? readable.text() : '';
}

/** Plain comma-separated lines (the fake reads no quoted fields; the real server does). */
const rowsOf = (text: string): string[][] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()));

/**
 * The lead import as the server is specified: rows below the header row are read through the mapping
 * and checked with checkLeadImportRow; a refused row keeps its cells and reason; rows with a mobile
 * phone already seen (before or in this file) update that customer instead of creating another.
 */
export function processLeadFile(
  batchId: number,
  text: string,
  options: LeadImportOptions,
  known: readonly CustomerVehicleLead[],
  nextLeadId: number,
): LeadFileOutcome {
  const rows = rowsOf(text);
  const headers = distinctHeaders(rows[options.headerRow - 1] ?? []);
  const body = rows.slice(options.headerRow);
  const phones = new Set(known.flatMap((lead) => (lead.cellular ? [lead.cellular] : [])));
  const createdPhones = new Set<string>();
  const errors: PrepaidErrorMessage[] = [];
  const leads: CustomerVehicleLead[] = [];
  let updatedCustomers = 0;
  const numbered = body.map((cells, index) => ({ rowNumber: options.headerRow + index + 1, cells }));
  const { format } = soldDatesOf(soldDateCells(headers, numbered, options.mapping), options.dateFormat);
  body.forEach((row, index) => {
    const cells = cellsOfRow(headers, row, options.mapping);
    const checked = checkLeadImportRow(cells, format);
    if (!checked.ok) {
      errors.push({
        fileReportId: batchId,
        rowNumber: options.headerRow + index + 1,
        vin: cells.vin ?? null,
        message: checked.error,
        row: Object.fromEntries(headers.map((header, column) => [header, row[column] ?? ''])),
      });
      return;
    }
    const lead = checked.value;
    if (createdPhones.has(lead.cellular)) return;
    if (phones.has(lead.cellular)) updatedCustomers += 1;
    else {
      createdPhones.add(lead.cellular);
      leads.push({
        id: nextLeadId + leads.length,
        batchId,
        firstName: lead.firstName,
        lastName: lead.lastName,
        cellular: lead.cellular,
        email: lead.email,
        vin: lead.vin,
        make: lead.make,
        model: lead.model,
        year: lead.year,
        soldDate: lead.soldDate,
        status: 'NEW',
      });
    }
  });
  return {
    totalRecords: body.length,
    createdCustomers: createdPhones.size,
    updatedCustomers,
    errors,
    leads,
  };
}

/** The preview as the server answers it, with the known leads as the store's customers. */
export function previewLeadFile(
  text: string,
  options: LeadImportOptions,
  known: readonly CustomerVehicleLead[],
): LeadImportPreview {
  const rows = rowsOf(text);
  const headers = distinctHeaders(rows[options.headerRow - 1] ?? []);
  const numbered = rows
    .slice(options.headerRow)
    .map((cells, index) => ({ rowNumber: options.headerRow + index + 1, cells }));
  const soldDates = soldDatesOf(soldDateCells(headers, numbered, options.mapping), options.dateFormat);
  const { good, problems } = checkLeadRows(headers, numbered, options.mapping, soldDates.format);
  const owners = known.flatMap((lead) =>
    lead.cellular
      ? [{ id: lead.id, firstName: lead.firstName, lastName: lead.lastName, cellular: lead.cellular }]
      : [],
  );
  const { households } = planHouseholds(good, owners, new Map());
  return { totalRecords: numbered.length, headers, soldDates: soldDates.report, problems, households };
}
