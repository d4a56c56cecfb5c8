/** Service types of spec 2 §9, with the label staff see. */
export const SERVICE_TYPE_LABELS = {
  SALES_THANKS: '0K',
  SALES_TITLE: '0.5K',
  CHECK_UP_30D: 'Check-up 30 days',
  CHECK_UP: 'Check-up (90-day new)',
  CHECK_UP_CPO: 'Check-up CPO',
  OIL_CHANGE: '5K',
  OIL_CHANGE_CPO: 'Oil change CPO',
  SVC_7500: '7.5K',
  OIL_CHANGE_10K: '10K',
  OIL_CHANGE_15K: '15K',
  OIL_CHANGE_20K: '20K',
  OIL_CHANGE_25K: '25K',
  CV_LEAD_SMT_1: 'CV lead',
  OIL_CHANGE_POST_30_MONTHS: 'Post 30 months',
  TOYOTA_ERROR_ALERT: 'Toyota error alert',
  HONDA_OLD_MODEL: 'Honda old model',
  HONDA_SERVICE_PASS: 'Honda service pass',
  LEXUS_ERROR_ALERT: 'Lexus error alert',
  FIRST_SERVICE_GMC: 'First service GMC',
  FIRST_SERVICE_BUICK: 'First service Buick',
  FIRST_SERVICE_CHEVROLET: 'First service Chevrolet',
  STATE_INSPECTION: 'State inspection',
  SVC_OPEN_RO: 'Open RO',
  SVC_CLOSED_RO: 'Closed RO',
  APPOINTMENT_SCHEDULED: 'Appointment scheduled',
  PRE_CSI_LIST: 'Pre-CSI list',
} as const;

export type ServiceType = keyof typeof SERVICE_TYPE_LABELS;
export const SERVICE_TYPES = Object.keys(SERVICE_TYPE_LABELS) as readonly ServiceType[];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'SALES_THANKS';

export const serviceTypeLabel = (code: string): string =>
  (SERVICE_TYPE_LABELS as Record<string, string>)[code] ?? code;
