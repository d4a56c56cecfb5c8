/** Lead stages in order (spec 2 §4). */
export const LEAD_STAGES = [
  'INITIATED',
  'RESPONDED',
  'CONTACTED',
  'ENGAGED',
  'APPOINTMENT_SET',
  'SHOW_OR_NO_SHOW',
  'CAR_BOUGHT_OR_NOTBOUGHT',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
