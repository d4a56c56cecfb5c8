import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  lastDaysRange,
  monthlyReportColumns,
  NO_DATA_FOR_DURATION,
  systemClock,
  type ReportDefinition,
} from '@torque/domain';
import { sampleUserSession, serverRejection } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { createFakeWorld } from '../../test/fakes';
import { controlMatchMedia } from '../../test/media-query';
import { renderWithProviders } from '../../test/render';
import { ReportsPage } from './ReportsPage';

/** A small catalogue made for these tests (the real one is filled by the server's reports). */
const RESPONSE_COUNT: ReportDefinition = {
  id: 'response-count',
  group: 'Responses',
  title: 'Response count',
  operationId: 'responseCountReport',
  columns: [
    { key: 'day', header: 'Date', kind: 'date' },
    { key: 'storeName', header: 'Store', kind: 'text' },
    { key: 'responses', header: 'Responses', kind: 'count' },
    { key: 'responseRate', header: 'Response rate', kind: 'percent' },
  ],
  chart: { kind: 'bar', category: 'day', series: ['responses'] },
  drillDownTo: 'response-details',
};
const RESPONSE_DETAILS: ReportDefinition = {
  id: 'response-details',
  group: 'Responses',
  title: 'Message response details',
  operationId: 'messageResponseDetailsReport',
  columns: [
    { key: 'customerName', header: 'Customer', kind: 'text' },
    { key: 'day', header: 'Date', kind: 'date' },
    { key: 'body', header: 'Message', kind: 'text' },
  ],
};
const MONTHLY: ReportDefinition = {
  id: 'monthly-interactions',
  group: 'Leads',
  title: 'Monthly interactions',
  operationId: 'leadStatusReportByMonth',
  columns: monthlyReportColumns('base').map((column) => ({
    key: column.field,
    header: column.header,
    kind: column.code ? ('count' as const) : ('text' as const),
  })),
  drillDownTo: 'response-count',
};
const UNRESPONSIVE: ReportDefinition = {
  id: 'unresponsive-summary',
  group: 'Check-ins',
  title: 'Unresponsive check-ins',
  operationId: 'fetchUnresponsiveAppointmentSummary',
  kind: 'unresponsive-leads',
  columns: [{ key: 'checkIns', header: 'Check-ins', kind: 'count' }],
};
const CATALOGUE = [MONTHLY, RESPONSE_COUNT, RESPONSE_DETAILS, UNRESPONSIVE];

const STORES = [
  { id: 3, store_id: 'S3', storeName: 'Lakeside Toyota', bocMaster: { id: 2 } },
  { id: 8, store_id: 'S8', storeName: 'Hillcrest Honda', bocMaster: { id: 3 } },
];

function Location() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderReports(route: string, options: { wide?: boolean } = {}) {
  const media = controlMatchMedia({ '(min-width: 62em)': options.wide ?? true });
  cleanups.push(() => media.restore());
  const world = createFakeWorld({
    stores: STORES,
    session: sampleUserSession({ roles: ['OFFICE_MANAGER'], roleDtos: [{ name: 'OFFICE_MANAGER' }] }),
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/reports/*" element={<ReportsPage catalogue={CATALOGUE} />} />
        <Route path="/leadmanager/:id" element={<p>Lead manager</p>} />
      </Routes>
      <Location />
    </>,
    { services: world.services, route },
  );
  return world;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
  vi.restoreAllMocks();
});

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const week = () => lastDaysRange(7, systemClock);

describe('the reports screen', () => {
  it('groups the reports as the spec does and opens the first at /reports', async () => {
    renderReports('/reports');
    const picker = await screen.findByRole('navigation', { name: 'Reports' });
    const groups = within(picker)
      .getAllByRole('region')
      .map((section) => section.getAttribute('aria-labelledby'));
    expect(groups).toEqual([
      'report-group-Leads',
      'report-group-Responses',
      'report-group-Check-ins',
      'report-group-Activity',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly interactions' })).toBeInstanceOf(
      Element,
    );
    expect(address()).toBe('/reports/monthly-interactions');
    expect(
      within(picker).getByRole('link', { name: 'Monthly interactions' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('opens a report from the picker with the keyboard', async () => {
    renderReports('/reports/monthly-interactions');
    const picker = await screen.findByRole('navigation', { name: 'Reports' });
    const link = within(picker).getByRole('link', { name: 'Response count' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Response count' })).toBeInstanceOf(Element);
    expect(address()).toBe('/reports/response-count');
  });

  it('offers a searchable select of the reports on a phone', async () => {
    renderReports('/reports/response-count', { wide: false });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Report' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unresponsive check-ins' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unresponsive check-ins' })).toBeInstanceOf(
      Element,
    );
  });

  it('keeps the bulk conversation report in the picker', async () => {
    const world = renderReports('/reports/bulk-conversations');
    world.bulkConversations.record({ sent: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk conversations' })).toBeInstanceOf(
      Element,
    );
  });
});

describe('report filters', () => {
  it('asks with the defaults: the last 7 days, every store the user can pick, no demo flag', async () => {
    const world = renderReports('/reports/response-count');
    await waitFor(() => expect(world.reports.filters).toHaveLength(1));
    expect(world.reports.filters[0]).toEqual({
      enterpriseId: 5,
      bocIds: [2, 3],
      storeIds: [3, 8],
      serviceTypes: [],
      ...week(),
      demoFlag: false,
    });
    const [day, month, year] = [
      week().startDate.slice(8),
      week().startDate.slice(5, 7),
      week().startDate.slice(0, 4),
    ];
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe(
      `${day}/${month}/${year}`,
    );
  });

  it('opens the monthly report on whole months: this one and the two before', async () => {
    const world = renderReports('/reports/monthly-interactions');
    await waitFor(() => expect(world.reports.filters).toHaveLength(1));
    // This month in the business zone (spec: dates are the business's), and the first of two months back.
    const [year, month] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .split('-')
      .map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 3, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    expect(world.reports.filters[0]).toMatchObject({ startDate: first, endDate: last });
  });

  it('opens unresponsive-lead reports on one day', async () => {
    const world = renderReports('/reports/unresponsive-summary');
    await waitFor(() => expect(world.reports.filters).toHaveLength(1));
    expect(world.reports.filters[0]).toMatchObject(lastDaysRange(1, systemClock));
  });

  it('asks again when a store, a service type or a date changes', async () => {
    const world = renderReports('/reports/response-count');
    await waitFor(() => expect(world.reports.filters).toHaveLength(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Stores' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hillcrest Honda' }));
    await waitFor(() => expect(world.reports.filters.at(-1)?.storeIds).toEqual([8]));

    await userEvent.click(screen.getByRole('combobox', { name: 'Service types' }));
    await userEvent.click(await screen.findByRole('option', { name: /OIL_CHANGE_CPO|Oil change CPO/i }));
    await waitFor(() => expect(world.reports.filters.at(-1)?.serviceTypes).toEqual(['OIL_CHANGE_CPO']));

    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '01/02/2026');
    await waitFor(() => expect(world.reports.filters.at(-1)?.startDate).toBe('2026-02-01'));
    expect(world.reports.filters.at(-1)?.endDate).toBe(week().endDate);
    expect(address()).toContain('from=2026-02-01');
  });

  it('says a backwards range is wrong without asking the server', async () => {
    const world = renderReports('/reports/response-count?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInstanceOf(
      Element,
    );
    expect(world.reports.filters).toHaveLength(0);
  });

  it('switches the monthly report to its later columns with v2Version', async () => {
    const world = renderReports('/reports/monthly-interactions');
    world.reports.setMonthlyRows([monthlyRow('Mar, 2026')]);
    const table = await screen.findByRole('table', { name: 'Monthly interactions' });
    expect(within(table).queryByRole('columnheader', { name: /A-BKG-ERR/ })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: /Later columns/ }));
    await waitFor(() => expect(world.reports.filters.at(-1)?.v2Version).toBe(true));
    expect(
      await within(await screen.findByRole('table', { name: 'Monthly interactions' })).findByRole(
        'columnheader',
        { name: /A-BKG-ERR/ },
      ),
    ).toBeInstanceOf(Element);
  });
});

describe('report states', () => {
  it("shows the server's message when the report fails", async () => {
    const world = createWorldFailing();
    expect(await screen.findByText('Your role may not read this report.')).toBeInstanceOf(Element);
    expect(world.reports.filters).toHaveLength(1);
  });

  it('says there is no data for the duration when the range is empty', async () => {
    renderReports('/reports/response-count');
    expect(await screen.findByText(NO_DATA_FOR_DURATION)).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
  });
});

function createWorldFailing() {
  const world = renderReports('/reports/response-count');
  world.reports.failNext('responses', serverRejection(403, 'Your role may not read this report.'));
  return world;
}

const ROWS = [
  { day: '2026-03-02', storeId: 3, storeName: 'Lakeside Toyota', responses: 4, responseRate: 40 },
  { day: '2026-03-01', storeId: 8, storeName: '=Hillcrest, "Honda"', responses: 12, responseRate: 12.5 },
  { day: '2026-03-03', storeId: 3, storeName: 'Lakeside Toyota', responses: 7, responseRate: 70 },
];

async function responseTable() {
  return screen.findByRole('table', { name: 'Response count' });
}

const columnTexts = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

describe('the report table', () => {
  it('shows dates as DD/MM/YYYY, percentages with %, counts right-aligned', async () => {
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', ROWS);
    const table = await responseTable();
    expect(columnTexts(table, 0)).toEqual(['02/03/2026', '01/03/2026', '03/03/2026']);
    expect(columnTexts(table, 3)).toEqual(['40%', '12.5%', '70%']);
    const count = within(table).getAllByRole('row')[1]!.querySelectorAll('td')[2]!;
    expect(count.getAttribute('style') ?? '').toContain('text-align: right');
  });

  it('sorts by a column, then the other way', async () => {
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', ROWS);
    const table = await responseTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Responses' }));
    expect(columnTexts(table, 2)).toEqual(['4', '7', '12']);
    expect(within(table).getByRole('columnheader', { name: 'Responses' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Responses' }));
    expect(columnTexts(table, 2)).toEqual(['12', '7', '4']);
    await userEvent.click(within(table).getByRole('button', { name: 'Date' }));
    expect(columnTexts(table, 0)).toEqual(['01/03/2026', '02/03/2026', '03/03/2026']);
  });

  it('draws a figure of 0 as 0 and 0%, never a blank, and sorts it first (issue 33)', async () => {
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', [
      { day: '2026-03-02', storeId: 3, storeName: 'Lakeside Toyota', responses: 4, responseRate: 40 },
      { day: '2026-03-04', storeId: 8, storeName: 'Hillcrest Honda', responses: 0, responseRate: 0 },
    ]);
    const table = await responseTable();
    expect(screen.queryByText(NO_DATA_FOR_DURATION)).toBeNull();
    expect(columnTexts(table, 2)).toEqual(['4', '0']);
    expect(columnTexts(table, 3)).toEqual(['40%', '0%']);
    await userEvent.click(within(table).getByRole('button', { name: 'Responses' }));
    expect(columnTexts(table, 2)).toEqual(['0', '4']);
  });

  it('names its chart, whose text alternative is the table', async () => {
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', ROWS);
    const chart = await screen.findByRole('figure', { name: 'Response count chart' });
    expect(chart.getAttribute('aria-describedby')).toBe((await responseTable()).id);
  });
});

describe('CSV export', () => {
  it('writes the visible columns and rows in their order, formulas made safe', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', ROWS);
    const table = await responseTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Responses' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Responses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blobs[0]!.text()).toBe(
      [
        'Date,Store,Responses,Response rate',
        '01/03/2026,"\'=Hillcrest, ""Honda""",12,12.5%',
        '03/03/2026,Lakeside Toyota,7,70%',
        '02/03/2026,Lakeside Toyota,4,40%',
      ].join('\r\n'),
    );
  });
});

describe('drill-down', () => {
  it('opens the detail report narrowed to the row, whose leads link to the lead manager', async () => {
    const world = renderReports('/reports/response-count');
    world.reports.setRows('responses:responseCount', ROWS);
    world.reports.setRows('responses:messageResponseDetails', [
      { leadId: 42, customerName: 'Lia Moreno', day: '2026-03-01', body: 'Yes please' },
    ]);
    const table = await responseTable();
    await userEvent.click(
      within(table).getByRole('button', { name: /^12 Responses: open Message response details/ }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Message response details' })).toBeInstanceOf(
      Element,
    );
    expect(address()).toBe('/reports/response-details?from=2026-03-01&to=2026-03-01&stores=8');
    await waitFor(() =>
      expect(world.reports.filters.at(-1)).toMatchObject({
        startDate: '2026-03-01',
        endDate: '2026-03-01',
        storeIds: [8],
      }),
    );
    const details = await screen.findByRole('table', { name: 'Message response details' });
    const lead = within(details).getByRole('link', { name: 'Lia Moreno: open the lead' });
    expect(lead.getAttribute('href')).toBe('/leadmanager/42');
  });

  it("drills from the monthly report's Date cell into that month", async () => {
    const world = renderReports('/reports/monthly-interactions');
    world.reports.setMonthlyRows([monthlyRow('Feb, 2026')]);
    const table = await screen.findByRole('table', { name: 'Monthly interactions' });
    await userEvent.click(
      within(table).getByRole('button', { name: /^Feb, 2026 Date: open Response count/ }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Response count' })).toBeInstanceOf(Element);
    expect(address()).toBe('/reports/response-count?from=2026-02-01&to=2026-02-28');
  });
});

function monthlyRow(reportMonth: string) {
  return {
    reportMonth,
    customerType: 'Service',
    spaSS: 1,
    spaAS: 0,
    spaXX: 0,
    contactLater: 2,
    noResponse: 3,
    appointments: 4,
    noLongerOwn: 0,
    preferAlternateLocation: 0,
    vehicleIssue: 0,
    tagUpdate: 0,
    wrongNumber: 0,
    longDistance: 0,
    apptScheduledAlready: 0,
    salesInq: 0,
    customerQuestion: 0,
    customerComplaint: 0,
    misc: 0,
    followUp: 0,
    optOut: 1,
    unclassified: 0,
    appointmentBookingError: 1,
    requestToCall: 0,
    notEngaged: 2,
  };
}
