import { describe, expect, it } from 'vitest';
import { classificationLabel } from '../catalog/classification-code.js';
import {
  emptyReportRow,
  MONTHLY_REPORT_FIELDS,
  MonthlyInteractionRowSchema,
  monthlyReportColumns,
} from './monthly-interaction-report.js';

const BASE_HEADERS = [
  'Date',
  'Customer Type',
  'SPA-SS',
  'SPA-AS',
  'SPA-XX',
  'Contact Later',
  'NR',
  'Appointments',
  'NLO',
  'CPAL',
  'VI',
  'TU',
  'WN',
  'LD',
  'ASA',
  'SALES_INQ',
  'CQ',
  'CC',
  'MISC',
  'Follow Up',
  'OPT-OUT',
  'UNCLASSIFIED',
];

describe('monthly interaction report (spec 2 §9)', () => {
  it('has the base columns in order', () => {
    expect(monthlyReportColumns('base').map((column) => column.header)).toEqual(BASE_HEADERS);
  });

  it('adds A-BKG-ERR, REQ-CALL and NOT-ENGAGED in the extended variant', () => {
    expect(monthlyReportColumns('extended').map((column) => column.header)).toEqual([
      ...BASE_HEADERS,
      'A-BKG-ERR',
      'REQ-CALL',
      'NOT-ENGAGED',
    ]);
  });

  it('reads the spec row fields', () => {
    expect(monthlyReportColumns('base').map((column) => column.field)).toEqual([
      'reportMonth',
      'customerType',
      'spaSS',
      'spaAS',
      'spaXX',
      'contactLater',
      'noResponse',
      'appointments',
      'noLongerOwn',
      'preferAlternateLocation',
      'vehicleIssue',
      'tagUpdate',
      'wrongNumber',
      'longDistance',
      'apptScheduledAlready',
      'salesInq',
      'customerQuestion',
      'customerComplaint',
      'misc',
      'followUp',
      'optOut',
      'unclassified',
    ]);
    expect(Object.keys(MonthlyInteractionRowSchema.shape)).toEqual(MONTHLY_REPORT_FIELDS);
  });

  it('counts classification codes, headed by the code as shown, or spelled out for CL, APPT-SET and FU', () => {
    const spelledOut: Record<string, string> = {
      CL: 'Contact Later',
      'APPT-SET': 'Appointments',
      FU: 'Follow Up',
    };
    for (const column of monthlyReportColumns('extended')) {
      if (column.code === undefined) continue;
      expect(column.header).toBe(spelledOut[column.code] ?? classificationLabel(column.code));
    }
  });

  it('parses a base row and an extended row', () => {
    const row = Object.fromEntries(MONTHLY_REPORT_FIELDS.slice(0, 22).map((field) => [field, 1]));
    const base = { ...row, reportMonth: 'Mar, 2025', customerType: 'SERVICE' };
    expect(MonthlyInteractionRowSchema.safeParse(base).success).toBe(true);
    expect(MonthlyInteractionRowSchema.safeParse({ ...base, requestToCall: 2 }).success).toBe(true);
    expect(MonthlyInteractionRowSchema.safeParse({ ...base, optOut: -1 }).success).toBe(false);
  });

  it('shows the empty row when the range has no data', () => {
    expect(emptyReportRow()).toEqual({
      month: 'No Data For The Duration Selected',
      CONTACTED: 0,
      RESPONDED: 0,
      ENGAGED: 0,
      APPT_BOOKING: 0,
      'REPONSE %': 0,
      'CLOSURE RATE %': 0,
      'RESPONSE TO APPT %': 0,
    });
  });
});
