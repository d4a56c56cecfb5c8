import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { MessagingNumbersPanel } from './MessagingNumbersPanel';

function world() {
  const fake = createFakeWorld({
    session: sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] }),
  });
  fake.messagingNumbers.stores = [
    {
      storeId: 1,
      storeName: 'Brooklyn Toyota',
      enterpriseId: 5,
      numbers: [{ phoneNumber: '+17185550142', kind: 'main' }],
    },
    {
      storeId: 2,
      storeName: 'Chicago Ford',
      enterpriseId: 5,
      numbers: [{ phoneNumber: '+13125550117', kind: 'main' }],
    },
  ];
  fake.messagingNumbers.forSale = Array.from({ length: 12 }, (_, i) => ({
    phoneNumber: `+1718555${1100 + i}`,
  }));
  fake.messagingNumbers.chatAccounts.set('AC1', 'right');
  return fake;
}

describe('the messaging numbers tab (issue 20)', () => {
  it("shows each store's numbers, proposes 10 for an area code, and assigns one after naming store and number", async () => {
    const fake = world();
    renderWithProviders(<MessagingNumbersPanel />, { services: fake.services });
    const table = await screen.findByRole('table', { name: 'Store numbers' });
    expect(within(table).getByText('(718)-555-0142')).toBeInstanceOf(Element);

    await userEvent.type(screen.getByRole('textbox', { name: 'Area code' }), '718');
    await userEvent.click(screen.getByRole('button', { name: 'Search numbers' }));
    const proposals = await screen.findByRole('list', { name: 'Numbers for sale' });
    expect(within(proposals).getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(within(proposals).getByRole('button', { name: 'Assign (718)-555-1100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign this number?' });
    expect(dialog.textContent).toContain('Buy (718)-555-1100 from Twilio for Brooklyn Toyota?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy and assign' }));
    expect(await screen.findByText('(718)-555-1100 now reaches Brooklyn Toyota')).toBeInstanceOf(Element);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Store numbers' })).getByText('(718)-555-1100'),
      ).toBeInstanceOf(Element),
    );
    expect(fake.messagingNumbers.orders).toEqual([
      expect.objectContaining({ phoneNumber: '+17185551100', provider: 'TWILIO', storeId: 1 }),
    ]);
  });

  it("tests chat credentials: 'Successfully Tested', else 'Invalid Credentials.'", async () => {
    renderWithProviders(<MessagingNumbersPanel />, { services: world().services });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Chat account SID' }), 'AC1');
    const token = screen.getByLabelText('Chat auth token');
    await userEvent.type(token, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Test credentials' }));
    expect(await screen.findByText('Invalid Credentials.')).toBeInstanceOf(Element);
    await userEvent.clear(token);
    await userEvent.type(token, 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Test credentials' }));
    expect(await screen.findByText('Successfully Tested')).toBeInstanceOf(Element);
  });

  it("says what a provider's settings lack", async () => {
    renderWithProviders(<MessagingNumbersPanel />, { services: world().services });
    await userEvent.click(await screen.findByRole('button', { name: 'Validate settings' }));
    expect(await screen.findByText('Missing accountSid, authToken')).toBeInstanceOf(Element);
  });
});
