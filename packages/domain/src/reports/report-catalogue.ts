import { APPOINTMENT_REPORTS } from './catalogue/appointment-reports.catalogue.js';
import { LEAD_REPORTS } from './catalogue/lead-reports.catalogue.js';
import type { ReportDefinition } from './report-definition.js';

/** Every report the reports screen offers, in picker order. */
export const REPORT_CATALOGUE: readonly ReportDefinition[] = [...LEAD_REPORTS, ...APPOINTMENT_REPORTS];

export function reportDefinition(id: string): ReportDefinition | undefined {
  return REPORT_CATALOGUE.find((definition) => definition.id === id);
}
