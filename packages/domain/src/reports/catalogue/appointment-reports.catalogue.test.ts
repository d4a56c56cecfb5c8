import { describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE } from '../report-catalogue.js';
import { APPOINTMENT_REPORTS } from './appointment-reports.catalogue.js';

const keys = (id: string) =>
  REPORT_CATALOGUE.find((report) => report.id === id)?.columns.map((c) => c.key) ?? [];

describe('the appointment reports’ catalogue entries', () => {
  it('names each report and each operation once', () => {
    expect(new Set(APPOINTMENT_REPORTS.map((report) => report.id)).size).toBe(APPOINTMENT_REPORTS.length);
    expect(new Set(APPOINTMENT_REPORTS.map((report) => report.operationId)).size).toBe(
      APPOINTMENT_REPORTS.length,
    );
    for (const report of APPOINTMENT_REPORTS) {
      const columns = report.columns.map((column) => column.key);
      expect(new Set(columns).size, report.id).toBe(columns.length);
    }
  });

  it('charts only columns the rows carry: datewise reports as bars over days, the status shares as a donut', () => {
    for (const report of APPOINTMENT_REPORTS) {
      const columns = keys(report.id);
      const chart = report.chart;
      if (!chart || chart.kind === 'funnel') continue;
      expect(columns, report.id).toContain(chart.category);
      const values = chart.kind === 'donut' ? [chart.value] : chart.series;
      for (const value of values) expect(columns, report.id).toContain(value);
      if (report.id.endsWith('-datewise')) expect(chart).toMatchObject({ kind: 'bar', category: 'day' });
    }
    expect(
      APPOINTMENT_REPORTS.find((report) => report.id === 'appointment-status-shares')?.chart,
    ).toMatchObject({
      kind: 'donut',
    });
  });

  it('drills down from a day or a store to a report that lists leads', () => {
    for (const report of APPOINTMENT_REPORTS) {
      if (!report.drillDownTo) continue;
      expect(keys(report.drillDownTo), report.id).toContain('leadId');
      const columns = keys(report.id);
      expect(
        columns.includes('day') || columns.includes('storeId') || columns.includes('status'),
        report.id,
      ).toBe(true);
    }
  });

  it('opens the unresponsive check-ins on one day (spec 2 §9) and groups the family as the picker does', () => {
    const unresponsive = APPOINTMENT_REPORTS.filter((report) => report.id.startsWith('unresponsive-'));
    expect(unresponsive).toHaveLength(4);
    expect(unresponsive.every((report) => report.kind === 'unresponsive-leads')).toBe(true);
    expect(new Set(APPOINTMENT_REPORTS.map((report) => report.group))).toEqual(
      new Set(['Appointments', 'Check-ins', 'Activity']),
    );
  });
});
