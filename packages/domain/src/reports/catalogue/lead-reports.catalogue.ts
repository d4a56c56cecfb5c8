import type { ReportDefinition } from '../report-definition.js';

/** The /api/report, /api/gm-reports, login-activity and log-message reports. */
export const LEAD_REPORTS: readonly ReportDefinition[] = [];
