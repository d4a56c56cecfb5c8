import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { SchedulersPanel } from './SchedulersPanel';

describe('SchedulersPanel', () => {
  it('lists a scheduler with its job and schedule in words, and shows its runs with what they did', async () => {
    const world = createFakeWorld();
    await world.schedulers.create({
      name: 'Morning',
      cron: '0 7 * * 1-5',
      jobType: 'DMS_REPAIR_ORDERS',
      storeId: 2,
    });
    world.schedulers.recordRun(1, {
      plannedFor: '2026-11-24T12:00:00.000Z',
      startedAt: '2026-11-24T12:00:01.000Z',
      finishedAt: '2026-11-24T12:00:02.000Z',
      outcome: 'failed',
      summary: 'The DMS did not answer.',
    });
    renderWithProviders(<SchedulersPanel />, { services: world.services });
    const table = await screen.findByRole('table', { name: 'Schedulers' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Read repair orders from the DMS')).toBeInstanceOf(Element);
    expect(within(row!).getByText('Every weekday at 07:00')).toBeInstanceOf(Element);
    await userEvent.click(within(row!).getByRole('button', { name: 'Run history of Morning' }));
    const runs = await screen.findByRole('table', { name: 'Scheduler runs' });
    expect(within(runs).getByText('failed')).toBeInstanceOf(Element);
    expect(within(runs).getByText('The DMS did not answer.')).toBeInstanceOf(Element);
  });

  it('deletes a scheduler only after the confirmation', async () => {
    const world = createFakeWorld();
    await world.schedulers.create({
      name: 'Nightly',
      cron: '0 2 * * *',
      jobType: 'APPOINTMENT_REMINDERS',
      storeId: 1,
    });
    renderWithProviders(<SchedulersPanel />, { services: world.services });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Nightly' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scheduler' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No schedulers yet.')).toBeInstanceOf(Element);
    const left = await world.schedulers.list({ page: 0, size: 10 });
    expect(left.ok && left.value.data).toEqual([]);
  });
});
