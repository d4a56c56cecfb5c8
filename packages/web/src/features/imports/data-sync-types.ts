import type { AlertKind, EnrichmentRun, FileUploadReportType } from '@torque/domain';

/** The data-sync file types with the names staff read (spec 2: file-upload report types). */
export const DATA_SYNC_TYPES: readonly { readonly value: FileUploadReportType; readonly label: string }[] = [
  { value: 'PREPAID_MAINTENANCE', label: 'Prepaid maintenance' },
  { value: 'RECALL', label: 'Recall' },
  { value: 'HEA_ALERT', label: 'Health alert (HEA)' },
  { value: 'FEA_ALERT', label: 'Feature alert (FEA)' },
];

/** Whose records a report has: HEA and FEA alert records, or the recall leads. */
export const alertKindOf = (fileType: FileUploadReportType): AlertKind | null =>
  fileType === 'HEA_ALERT' ? 'HEA' : fileType === 'FEA_ALERT' ? 'FEA' : null;

/** The enrichment a report's 'Enrich' starts: FEA files have their own. */
export const enrichmentOf = (fileType: FileUploadReportType): EnrichmentRun =>
  fileType === 'FEA_ALERT' ? 'fea-enrichment' : 'enrichment';

/** The statuses staff may set on an enrichment record; REJECTED needs a reason. */
export const ENRICHMENT_STATUSES = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export const REASON_REQUIRED = 'Give a reason for rejecting the record.';
