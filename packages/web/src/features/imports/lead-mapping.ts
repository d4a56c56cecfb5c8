import {
  cellsOfRow,
  checkLeadImportRow,
  fieldsMappedTwice,
  IMPORT_FIELDS_UNMAPPED,
  leadImportFieldLabel,
  unmappedRequiredFields,
  type ColumnMapping,
} from '@torque/domain';

/** How many data rows the preview shows. */
export const PREVIEW_DATA_ROWS = 5;

export const FIELDS_MAPPED_TWICE = (labels: readonly string[]): string =>
  `Choose one column only for: ${labels.join(', ')}.`;

/** Why the mapping cannot be imported yet (required fields unmapped, a field mapped twice), or null. */
export function mappingBlocker(mapping: ColumnMapping): string | null {
  const unmapped = unmappedRequiredFields(mapping);
  if (unmapped.length > 0) return IMPORT_FIELDS_UNMAPPED(unmapped.map(leadImportFieldLabel));
  const twice = fieldsMappedTwice(mapping);
  return twice.length > 0 ? FIELDS_MAPPED_TWICE(twice.map(leadImportFieldLabel)) : null;
}

export type PreviewRow = {
  /** The row's number in the file (1-based, as the failed-rows report counts). */
  readonly rowNumber: number;
  readonly cells: readonly string[];
  /** 'OK', or the reasons the server will refuse the row with. */
  readonly verdict: string;
};

/** The first data rows below the header row, each with the verdict the server will give it. */
export function previewRows(
  rows: readonly (readonly string[])[],
  headerRow: number,
  headers: readonly string[],
  mapping: ColumnMapping,
): PreviewRow[] {
  return rows.slice(headerRow + 1, headerRow + 1 + PREVIEW_DATA_ROWS).map((row, index) => {
    const checked = checkLeadImportRow(cellsOfRow(headers, row, mapping));
    return {
      rowNumber: headerRow + index + 2,
      cells: headers.map((_, column) => row[column] ?? ''),
      verdict: checked.ok ? 'OK' : checked.error,
    };
  });
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The end of an import in words: 'N rows imported, M failed'. */
export const importedSummary = (total: number, failed: number): string =>
  `${plural(total - failed, 'row', 'rows')} imported, ${failed} failed`;

export const customersSummary = (created: number, updated: number): string =>
  `${plural(created, 'customer', 'customers')} created, ${updated} updated`;
