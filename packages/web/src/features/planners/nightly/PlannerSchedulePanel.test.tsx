import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { PlannerSchedulePanel } from './PlannerSchedulePanel';

describe('PlannerSchedulePanel', () => {
  it("shows a store's run history with its counts and outcome, in the store's zone", async () => {
    const world = createFakeWorld();
    world.plannerSchedules.recordRun(3, {
      id: 1,
      plannedFor: '2026-11-24T07:00:00.000Z',
      startedAt: '2026-11-24T07:00:05.000Z',
      finishedAt: '2026-11-24T07:04:09.000Z',
      transferred: 5,
      started: 4,
      skipped: 2,
      outcome: 'succeeded',
      error: null,
    });
    renderWithProviders(<PlannerSchedulePanel storeId={3} />, { services: world.services });
    const table = await screen.findByRole('table', { name: 'Nightly runs' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('24/11/2026 02:00')).toBeInstanceOf(Element);
    expect(within(row!).getByText('5')).toBeInstanceOf(Element);
    expect(within(row!).getByText('4')).toBeInstanceOf(Element);
    expect(within(row!).getByText('succeeded')).toBeInstanceOf(Element);
    expect(screen.getByText('Nightly runs are off.')).toBeInstanceOf(Element);
  });

  it('saves a time and planners, then says when the next run is; a bad time is refused before it goes', async () => {
    const world = createFakeWorld();
    renderWithProviders(<PlannerSchedulePanel storeId={3} />, { services: world.services });
    const time = await screen.findByRole('textbox', { name: 'Local time' });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    expect(screen.getByText('Give the local time as HH:mm, for example 02:00.')).toBeInstanceOf(Element);
    await userEvent.clear(time);
    await userEvent.type(time, '03:15');
    await userEvent.click(screen.getByRole('switch', { name: 'Run every night' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByText('Choose at least one planner to run.')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('checkbox', { name: '10K' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Successfully Updated')).toBeInstanceOf(Element);
    expect(screen.getByText('Next run: 25/11/2026 02:00')).toBeInstanceOf(Element);
    const stored = await world.plannerSchedules.schedule(3);
    expect(stored.ok && stored.value).toMatchObject({ localTime: '03:15', planners: ['10K'], enabled: true });
  });

  it("reports the server's refusal", async () => {
    const world = createFakeWorld();
    world.plannerSchedules.failNext(
      'schedule',
      serverRejection(403, 'Only managers may change when the planners run.'),
    );
    renderWithProviders(<PlannerSchedulePanel storeId={3} />, { services: world.services });
    expect(await screen.findByText('Only managers may change when the planners run.')).toBeInstanceOf(
      Element,
    );
  });
});
