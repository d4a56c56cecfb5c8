import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPTED_OUT_MESSAGE, type PlannerRow } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { PlannersPage } from './PlannersPage';

const row = (vehicleId: number, extra: Partial<PlannerRow> = {}): PlannerRow => ({
  vehicleId,
  cust_no: `C${vehicleId}`,
  customerName: `Owner ${vehicleId}`,
  vin: `VIN${vehicleId}`.padEnd(17, '0'),
  plannedServiceType: 'OIL_CHANGE_10K',
  reason: `sold 02.05.2026, about ${vehicleId},000 miles now, 10K due by 30.11.2026`,
  optedOut: false,
  soldDate: '02.05.2026',
  plannedDate: '30.11.2026',
  mileage: vehicleId * 1000,
  ...extra,
});

const STORES = [
  { id: 1, store_id: 'ST1001', storeName: 'Torque Toyota of Brooklyn', bocMaster: { id: 1 } },
  { id: 2, store_id: 'ST1002', storeName: 'Torque Ford Chicago', bocMaster: { id: 1 } },
];

function world(rows: readonly PlannerRow[]) {
  const made = createFakeWorld({
    leads: [sampleLead({ id: 101 as never }), sampleLead({ id: 102 as never })],
    session: sampleUserSession({
      roles: ['SUPER_USER'],
      roleDtos: [{ name: 'SUPER_USER' }],
      officeTimeZone: 'America/New_York',
      enterprise: { id: 1, name: 'Torque Motor Group' },
    }),
    stores: STORES,
  });
  made.planners.setRows('10K', rows);
  return made;
}

async function runTenK() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Sold date' }), '02/05/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Run planner' }));
  return screen.findByRole('table', { name: 'Planner results' });
}

// jsdom lays nothing out: the results table gets a desktop table's box, so the virtualizer renders rows.
beforeEach(() => {
  const box = (size: number) =>
    function (this: HTMLElement) {
      return this.getAttribute('aria-label') === 'Planner results' ? size : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(box(600));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(box(1200));
});
afterEach(() => vi.restoreAllMocks());

describe('the planners screen (issue 15)', () => {
  it('runs the chosen planner with the date sent DD.MM.YYYY and shows why each vehicle is due', async () => {
    const fake = world([row(6), row(7, { optedOut: true })]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    const table = await runTenK();
    expect(fake.planners.runs.at(-1)).toMatchObject({
      planner: '10K',
      request: { soldDate: '02.05.2026', page: 0, size: 100 },
    });
    expect(
      within(table).getByText('sold 02.05.2026, about 6,000 miles now, 10K due by 30.11.2026'),
    ).toBeInstanceOf(Element);
    expect(within(table).getAllByText('30/11/2026')).toHaveLength(2);
    expect(within(table).getByText('Opted out')).toBeInstanceOf(Element);
    expect(within(table).getByRole('checkbox', { name: 'Choose Owner 7' })).toHaveProperty('disabled', true);
    expect(screen.getByText('2 vehicles due · 0 chosen')).toBeInstanceOf(Element);
  });

  it('refuses a date not written DD/MM/YYYY without asking the server', async () => {
    const fake = world([row(6)]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    await userEvent.type(screen.getByRole('textbox', { name: 'Planner date' }), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Run planner' }));
    expect(await screen.findByText('Planner date must be a date written DD/MM/YYYY.')).toBeInstanceOf(
      Element,
    );
    expect(fake.planners.runs).toHaveLength(0);
  });

  it('keeps the day counts within the contract: days from 0, offsets within 366 either way (issue 28)', async () => {
    const fake = world([row(6)]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    await userEvent.type(screen.getByRole('textbox', { name: 'Days' }), '-5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum days' }), '-400');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum days' }), '999');
    await userEvent.click(screen.getByRole('textbox', { name: 'Sold date' }));
    await runTenK();
    expect(fake.planners.runs.at(-1)?.request).toMatchObject({
      days: 0,
      minimumDays: -366,
      maximumDays: 366,
    });
  });

  it('sorts by mileage, and transfers the chosen rows', async () => {
    const fake = world([row(6), row(3), row(9)]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    const table = await runTenK();
    await userEvent.click(within(table).getByRole('button', { name: 'Mileage' }));
    const names = () =>
      within(table)
        .getAllByRole('checkbox', { name: /^Choose Owner/ })
        .map((box) => box.getAttribute('aria-label'));
    expect(names()).toEqual(['Choose Owner 3', 'Choose Owner 6', 'Choose Owner 9']);
    await userEvent.click(within(table).getByRole('button', { name: 'Mileage' }));
    expect(names()).toEqual(['Choose Owner 9', 'Choose Owner 6', 'Choose Owner 3']);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Owner 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Successfully Transfered')).toBeInstanceOf(Element);
    expect(fake.planners.starts.transfers).toEqual([{ run: '10K', vehicleIds: [3], plannerDate: null }]);
    await waitFor(() => expect(within(table).getAllByText('Lead')).toHaveLength(1));
    // Issue 30: the moved row stays chosen, so staff see what moved.
    expect(within(table).getByRole('checkbox', { name: 'Choose Owner 3' })).toHaveProperty('checked', true);
    expect(screen.getByText('3 vehicles due · 1 chosen')).toBeInstanceOf(Element);
  });

  it('picks the BOC and the store by name and sends their ids (issue 30)', async () => {
    const fake = world([row(6)]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    await userEvent.click(screen.getByRole('combobox', { name: 'BOC' }));
    await userEvent.click(await screen.findByRole('option', { name: 'East Region BOC' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Store' }), 'Chic');
    expect(screen.queryByRole('option', { name: 'Torque Toyota of Brooklyn' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Torque Ford Chicago' }));
    await runTenK();
    expect(fake.planners.runs.at(-1)).toMatchObject({ request: { boc: 1, store: 2 } });
  });

  it("says a started row was texted, and when, in the store's zone, or why not (issue 30)", async () => {
    const fake = world([
      row(6, {
        futureServiceInteractionId: 101,
        firstText: { state: 'TEXTED', at: '2026-11-25T15:30:00.000Z', reason: null },
      }),
      row(7, {
        futureServiceInteractionId: 102,
        firstText: {
          state: 'NOT_TEXTED',
          at: '2026-11-25T15:30:00.000Z',
          reason: 'This customer has opted out of text messages.',
        },
      }),
      row(8, { futureServiceInteractionId: 103 }),
    ]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    const table = await runTenK();
    const rowOf = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((one) => within(one).queryByRole('checkbox', { name: `Choose ${name}` }))!;
    expect(within(rowOf('Owner 6')).getByText('Texted')).toBeInstanceOf(Element);
    expect(within(rowOf('Owner 6')).getByText('Nov 25, 10:30 AM EST')).toBeInstanceOf(Element);
    expect(within(rowOf('Owner 7')).getByText('Not texted')).toBeInstanceOf(Element);
    expect(
      within(rowOf('Owner 7')).getByText('This customer has opted out of text messages.'),
    ).toBeInstanceOf(Element);
    expect(within(rowOf('Owner 8')).getByText('Lead')).toBeInstanceOf(Element);
  });

  it('confirms a bulk start with the count, a sample and who is left out, then starts only those texted', async () => {
    const fake = world([
      row(6, { futureServiceInteractionId: 101 }),
      row(7, { futureServiceInteractionId: 102 }),
      row(8, { futureServiceInteractionId: 103, optedOut: true }),
      row(9, { futureServiceInteractionId: 104 }),
    ]);
    fake.planners.starts.markStarted([104]);
    renderWithProviders(<PlannersPage />, { services: fake.services });
    const table = await runTenK();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose every row' }));
    expect(screen.getByText('4 vehicles due · 3 chosen')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Start conversations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start conversations' });
    expect(within(dialog).getByText('2 texts will go')).toBeInstanceOf(Element);
    expect(within(dialog).getByText('When: now')).toBeInstanceOf(Element);
    expect(within(dialog).getByLabelText('Sample text').textContent).toContain('Owner 6');
    const leftOut = within(dialog).getByRole('table', { name: 'Left out' });
    expect(within(leftOut).getByText('Owner 9')).toBeInstanceOf(Element);
    expect(within(leftOut).getByText(/The customer has already been contacted for/)).toBeInstanceOf(Element);
    expect(within(leftOut).queryByText(OPTED_OUT_MESSAGE)).toBeNull();
    expect(fake.leadWorkflow.workflowsOf(101)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 texts' }));
    expect(await screen.findByText('Successfully Initiated! 2 started; 1 left out.')).toBeInstanceOf(Element);
    expect(fake.leadWorkflow.workflowsOf(101)).toEqual(['bulk-initiate']);
    expect(fake.leadWorkflow.workflowsOf(102)).toEqual(['bulk-initiate']);
    expect(fake.leadWorkflow.workflowsOf(104)).toEqual([]);
  });

  it('renders only the rows in view of thousands', async () => {
    const fake = world(Array.from({ length: 1000 }, (_, index) => row(index + 1)));
    renderWithProviders(<PlannersPage />, { services: fake.services });
    await userEvent.click(screen.getByRole('button', { name: 'Run planner' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '1000 a page' }));
    const table = await screen.findByRole('table', { name: 'Planner results' });
    await waitFor(() => expect(screen.getByText('1,000 vehicles due · 0 chosen')).toBeInstanceOf(Element));
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    const shown = within(table).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(40);
  });

  it('says when quiet hours hold the texts', async () => {
    const fake = world([row(6, { futureServiceInteractionId: 101 })]);
    fake.planners.starts.holdUntil('2026-11-25T13:00:00.000Z');
    renderWithProviders(<PlannersPage />, { services: fake.services });
    const table = await runTenK();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Owner 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start conversations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start conversations' });
    expect(within(dialog).getByText(/^Scheduled for Nov 25, .* \(quiet hours\)$/)).toBeInstanceOf(Element);
    expect(within(dialog).getByText('1 text will go')).toBeInstanceOf(Element);
  });
});
