import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnterpriseStore, Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ReviewLinkPanel } from './ReviewLinkPanel';

const STORE = {
  id: 7,
  store_id: 'STORE-7',
  storeName: 'Torque Toyota of Brooklyn',
  timezone: 'America/New_York',
} as EnterpriseStore;
const world = (role: Role) =>
  createFakeWorld({
    session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }] }),
    stores: [STORE],
  });
const URL = 'https://g.page/r/torque-brooklyn/review';

describe('the review link tab (issue 34)', () => {
  it('says none is set, refuses a link that is not https, and saves one that is', async () => {
    const fake = world('ENTERPRISE_ADMIN');
    renderWithProviders(<ReviewLinkPanel />, { services: fake.services });
    expect(
      await screen.findByText(
        'No review link is set: customers who rate their visit 4 or 5 are thanked without one.',
      ),
    ).toBeInstanceOf(Element);
    const input = screen.getByRole('textbox', { name: 'Review link' });
    await userEvent.type(input, 'http://example.com/review');
    await userEvent.click(screen.getByRole('button', { name: 'Save review link' }));
    expect(await screen.findByText(/must be a full https:\/\/ address/)).toBeInstanceOf(Element);
    expect(fake.dataSettings.reviewLinks.size).toBe(0);

    await userEvent.clear(input);
    await userEvent.type(input, URL);
    await userEvent.click(screen.getByRole('button', { name: 'Save review link' }));
    expect(await screen.findByText('Review link saved')).toBeInstanceOf(Element);
    expect(fake.dataSettings.reviewLinks.get(STORE.id)).toBe(URL);
    expect(await screen.findByDisplayValue(URL)).toBeInstanceOf(Element);
  });

  it('shows a role that may only see settings the link, without a way to change it', async () => {
    const fake = world('CORPORATE_ADMIN');
    fake.dataSettings.reviewLinks.set(STORE.id, URL);
    renderWithProviders(<ReviewLinkPanel />, { services: fake.services });
    expect(await screen.findByDisplayValue(URL)).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save review link' })).toBeNull();
  });
});
