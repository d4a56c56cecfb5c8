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

describe('SchedulersPanel: the limits of issue 28', () => {
  const STORE = { id: 2, store_id: 'STORE-2', storeName: 'Main Street Honda', timezone: 'America/New_York' };
  const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
  const pick = async (name: string, option: string) => {
    await userEvent.click(combobox(name));
    await userEvent.click(await screen.findByRole('option', { name: option }));
  };
  /** Opens the dialog and fills it in but for the schedule, which it answers. */
  const openDialog = async (world: ReturnType<typeof createFakeWorld>) => {
    renderWithProviders(<SchedulersPanel />, { services: world.services });
    await userEvent.click(await screen.findByRole('button', { name: 'New scheduler' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scheduler' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reminders');
    await pick('Job', "Text tomorrow's appointment reminders");
    await pick('Store', 'Main Street Honda');
    const cron = within(dialog).getByRole('textbox', { name: 'Schedule (cron)' });
    await userEvent.clear(cron);
    return { dialog, cron };
  };

  it('says as it is typed that a day no month has never comes, and keeps Create shut', async () => {
    const { dialog, cron } = await openDialog(createFakeWorld({ stores: [STORE] }));
    await userEvent.type(cron, '0 0 31 2 *');
    expect(
      within(dialog).getByText('This schedule never runs: February never has a 31st day.'),
    ).toBeInstanceOf(Element);
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create scheduler' }).disabled).toBe(
      true,
    );
  });

  it('shows the refusal of an 11th scheduler of a store and stays open', async () => {
    const world = createFakeWorld({ stores: [STORE] });
    for (let i = 1; i <= 10; i += 1)
      await world.schedulers.create({
        name: `Nightly ${i}`,
        cron: '0 2 * * *',
        jobType: 'APPOINTMENT_REMINDERS',
        storeId: 2,
      });
    const { dialog, cron } = await openDialog(world);
    await userEvent.type(cron, '0 7 * * *');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create scheduler' }));
    expect(
      await within(dialog).findByText(
        'Unable to create scheduler: This store already has 10 schedulers, the most a store may have. Delete one first.',
      ),
    ).toBeInstanceOf(Element);
  });
});
