import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { BulkConversationReport } from './BulkConversationReport';

describe('BulkConversationReport', () => {
  it("shows the latest run's and today's figures and each failed text", async () => {
    const world = createFakeWorld();
    world.bulkConversations.record({ sent: true });
    world.bulkConversations.record({
      sent: false,
      failure: {
        futureServiceInteractionId: 7,
        customerName: 'Lia Moreno',
        error: 'Carrier refused: unreachable',
      },
    });
    renderWithProviders(<BulkConversationReport />, { services: world.services });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(await within(today).findByText('Sent: 1')).toBeInstanceOf(Element);
    expect(within(today).getByText('Failed: 1')).toBeInstanceOf(Element);
    const table = await screen.findByRole('table', { name: 'Failed texts' });
    expect(within(table).getByRole('link', { name: 'Lia Moreno' }).getAttribute('href')).toBe(
      '/leadmanager/7',
    );
    expect(within(table).getByText('Carrier refused: unreachable')).toBeInstanceOf(Element);
  });

  it('says when there was no run, and reports a refusal', async () => {
    const world = createFakeWorld();
    world.bulkConversations.failNext('failures', serverRejection(403, 'Your role may not do this.'));
    renderWithProviders(<BulkConversationReport />, { services: world.services });
    expect(await screen.findByText('Your role may not do this.')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No failed texts.')).toBeInstanceOf(Element);
  });
});
