/**
 * Lead stages in order (spec 2 §4). NOT_STARTED (a status the spec saw in sample data) comes first:
 * a lead nobody has texted yet (an import, a planner row whose text has not gone) is not INITIATED.
 */
export const LEAD_STAGES = [
  'NOT_STARTED',
  'INITIATED',
  'RESPONDED',
  'CONTACTED',
  'ENGAGED',
  'APPOINTMENT_SET',
  'SHOW_OR_NO_SHOW',
  'CAR_BOUGHT_OR_NOTBOUGHT',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const isLeadStage = (value: string): value is LeadStage =>
  (LEAD_STAGES as readonly string[]).includes(value);
