import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ConversationHeader } from './ConversationHeader';

function renderHeader(lead: Lead, role: 'SALES_REP' | 'OFFICE_USER' = 'SALES_REP') {
  const world = createFakeWorld({ leads: [lead] });
  const session = sampleUserSession({ roles: [role], roleDtos: [{ name: role }] });
  renderWithProviders(<ConversationHeader lead={lead} session={session} onBack={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

describe('ConversationHeader', () => {
  it('shows the SMS opt-out on the customer', () => {
    renderHeader(sampleLead({ customerMarks: [{ intentType: 'SMS_OPT_OUT', value: null }] }));
    expect(screen.getByText('Opted out')).toBeInstanceOf(Element);
  });

  it('shows no opt-out for a customer who may be texted', () => {
    renderHeader(sampleLead());
    expect(screen.queryByText('Opted out')).toBeNull();
  });

  it('hides the options for an office user', () => {
    renderHeader(sampleLead(), 'OFFICE_USER');
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
  });

  it('shows AI off once the AI switch is turned off in the options', async () => {
    renderHeader(sampleLead({ aiEnabled: true }));
    expect(screen.getByText('AI enabled')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    const options = await screen.findByRole('dialog', { name: 'Options' });
    await userEvent.click(within(options).getByRole('switch', { name: 'AI' }));
    await waitFor(() => expect(screen.getByText('AI off')).toBeInstanceOf(Element));
  });
});
