import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderedTemplate } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { TemplatePicker } from './TemplatePicker';

const lead = sampleLead();

async function renderPicker() {
  const world = createFakeWorld({ leads: [lead] });
  const templates = world.customTemplates;
  const base = { serviceType: lead.plannedServiceType, enterpriseId: 5 };
  await templates.save({
    ...base,
    title: 'Service due',
    body: 'Hi ${lead.contact.firstName},\nyour 5K is due.',
  });
  await templates.save({ ...base, title: 'Store hours', body: 'We open at 7', scope: 'GROUP' });
  const onApply = vi.fn<(rendered: RenderedTemplate) => void>();
  renderWithProviders(<TemplatePicker lead={lead} session={sampleUserSession()} onApply={onApply} />, {
    services: world.services,
  });
  return { world, onApply };
}

describe('TemplatePicker', () => {
  it('lists the Personal templates first and the Group templates on their tab', async () => {
    await renderPicker();
    expect(screen.getByRole('tab', { name: 'Personal' }).getAttribute('aria-selected')).toBe('true');
    const personal = screen.getByRole('tabpanel', { name: 'Personal' });
    expect(await within(personal).findByRole('button', { name: 'Use template Service due' })).toBeInstanceOf(
      Element,
    );
    expect(within(personal).queryByRole('button', { name: 'Use template Store hours' })).toBeNull();
    expect(within(personal).getByRole('columnheader', { name: 'Name' })).toBeInstanceOf(Element);
    expect(within(personal).getByRole('columnheader', { name: 'Add' })).toBeInstanceOf(Element);
    expect(within(personal).getByRole('columnheader', { name: 'Actions' })).toBeInstanceOf(Element);

    await userEvent.click(screen.getByRole('tab', { name: 'Group' }));
    const group = screen.getByRole('tabpanel', { name: 'Group' });
    expect(within(group).getByRole('button', { name: 'Use template Store hours' })).toBeInstanceOf(Element);
  });

  it('applies a template filled in for the lead', async () => {
    const { onApply } = await renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Use template Service due' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0]?.[0].body).toBe(`Hi ${lead.customerMaster.firstName},<br>your 5K is due.`);
  });

  it("adds a template to favourites with 'Add Me' and removes it again", async () => {
    const { world } = await renderPicker();
    const addMe = await screen.findByRole('button', { name: 'Add Me Service due' });
    expect(addMe.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(addMe);
    expect(await screen.findByText('Template added to favourites')).toBeInstanceOf(Element);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Me Service due' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(await world.customTemplates.template(1)).toMatchObject({ ok: true, value: { favorite: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Me Service due' }));
    expect(await screen.findByText('Template removed from favourites')).toBeInstanceOf(Element);
  });

  it("asks 'Are you sure want to delete this template?' and deletes only on Yes", async () => {
    await renderPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Service due' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(within(confirm).getByText('Are you sure want to delete this template?')).toBeInstanceOf(Element);
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('button', { name: 'Use template Service due' })).toBeInstanceOf(Element);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Service due' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Successfully Deleted')).toBeInstanceOf(Element);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use template Service due' })).toBeNull(),
    );
  });
});
