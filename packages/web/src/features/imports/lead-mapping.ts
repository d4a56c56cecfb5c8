import {
  fieldsMappedTwice,
  IMPORT_FIELDS_UNMAPPED,
  leadImportFieldLabel,
  unmappedRequiredFields,
  type ColumnMapping,
} from '@torque/domain';

export const FIELDS_MAPPED_TWICE = (labels: readonly string[]): string =>
  `Choose one column only for: ${labels.join(', ')}.`;

/** Why the mapping cannot be imported yet (required fields unmapped, a field mapped twice), or null. */
export function mappingBlocker(mapping: ColumnMapping): string | null {
  const unmapped = unmappedRequiredFields(mapping);
  if (unmapped.length > 0) return IMPORT_FIELDS_UNMAPPED(unmapped.map(leadImportFieldLabel));
  const twice = fieldsMappedTwice(mapping);
  return twice.length > 0 ? FIELDS_MAPPED_TWICE(twice.map(leadImportFieldLabel)) : null;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The end of an import in words: 'N rows imported, M failed'. */
export const importedSummary = (total: number, failed: number): string =>
  `${plural(total - failed, 'row', 'rows')} imported, ${failed} failed`;

/** The import's outcome per customer and row (issue 30): created, updated, merged into a household, refused. */
export const customersSummary = (created: number, updated: number, merged: number, refused: number): string =>
  `${plural(created, 'customer', 'customers')} created, ${updated} updated, ${merged} merged, ${refused} refused`;
