import { describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE } from '../report-catalogue.js';
import { LEAD_REPORTS } from './lead-reports.catalogue.js';

describe('the lead reports of the catalogue', () => {
  it('have unique ids, drill down to reports that exist, and chart only their own columns', () => {
    const ids = REPORT_CATALOGUE.map((definition) => definition.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const definition of LEAD_REPORTS) {
      const keys = definition.columns.map((column) => column.key);
      expect(new Set(keys).size, definition.id).toBe(keys.length);
      if (definition.drillDownTo) expect(ids, definition.id).toContain(definition.drillDownTo);
      const chart = definition.chart;
      if (chart && chart.kind !== 'funnel') {
        const charted =
          chart.kind === 'donut' ? [chart.category, chart.value] : [chart.category, ...chart.series];
        for (const key of charted) expect(keys, `${definition.id} charts ${key}`).toContain(key);
      }
    }
  });

  it('lists leads by id wherever a report names them, so a row opens the lead', () => {
    const lists = LEAD_REPORTS.filter((definition) =>
      definition.columns.some((column) => column.key === 'customerName'),
    );
    expect(lists.map((definition) => definition.id).sort()).toEqual(
      [
        'gm-response-insight',
        'lead-status-details',
        'log-messages',
        'no-response',
        'no-show',
        'opt-out',
        'response-details',
        'satisfaction-details',
      ].sort(),
    );
    for (const definition of lists)
      expect(definition.columns.map((column) => column.key)).toContain('leadId');
  });
});
