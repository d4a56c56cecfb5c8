import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderedTemplate } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { CompanyTemplateTab } from './CompanyTemplateTab';
import { familyScope } from './useCompanyTemplates';

const lead = sampleLead({ type: 'SERVICE' });
const session = sampleUserSession();

function renderTab() {
  const world = createFakeWorld({ leads: [lead] });
  const scope = familyScope(session, 'service');
  world.companyTemplates.put('service', scope, {
    templateCode: 'VEHICLE_READY',
    name: 'Vehicle ready',
    moc: 'SMS',
    body: 'Your car is ready',
  });
  world.companyTemplates.put('service', scope, {
    templateCode: 'RECAP',
    name: 'Recap e-mail',
    moc: 'EMAIL',
    body: '<p>Thanks</p>',
  });
  world.companyTemplates.put('sales', familyScope(session, 'sales'), {
    templateCode: 'TRADE_IN',
    name: 'Trade-in',
    moc: 'SMS',
    body: 'Offer',
  });
  const onApply = vi.fn<(rendered: RenderedTemplate) => void>();
  renderWithProviders(<CompanyTemplateTab lead={lead} session={session} onApply={onApply} />, {
    services: world.services,
  });
  return { onApply };
}

describe('CompanyTemplateTab', () => {
  it("lists the family's texts, then every template of the family, never the other family's", async () => {
    renderTab();
    const list = screen.getByRole('list', { name: 'Company templates' });
    expect(await within(list).findByText('Vehicle ready · SMS')).toBeInstanceOf(Element);
    expect(within(list).queryByText('Recap e-mail · EMAIL')).toBeNull();
    await userEvent.click(screen.getByText('All'));
    expect(await within(list).findByText('Recap e-mail · EMAIL')).toBeInstanceOf(Element);
    expect(within(list).queryByText(/Trade-in/)).toBeNull();
  });

  it('fills the chosen template in for the lead and hands it to the composer', async () => {
    const { onApply } = renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Vehicle ready' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledOnce());
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      title: 'Vehicle ready',
      body: expect.stringContaining('ready') as string,
    });
  });
});
