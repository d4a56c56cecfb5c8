import type { ReportDefinition } from '../report-definition.js';

/** The /api/lisa appointment-status, hand-off, unresponsive and NRAA check-in, agent and SDC reports. */
export const APPOINTMENT_REPORTS: readonly ReportDefinition[] = [];
