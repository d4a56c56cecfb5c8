import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { testLead } from '../../test/leads';
import { renderApp } from '../../test/render';

describe('a chat box for an unknown lead id', () => {
  it('says the lead was not found instead of opening forever', async () => {
    const world = createFakeWorld({ leads: [testLead(1, 'Maria', 'Lopez')] });
    renderApp(world.services, '/leadmanager/999999');
    const box = await screen.findByRole('region', { name: 'Chat with Lead 999999' });
    const alert = await within(box).findByRole('alert');
    expect(within(alert).getByText('Lead not found')).toBeInstanceOf(Element);
    expect(within(box).queryByText('Opening the conversation…')).toBeNull();
    // The list still works beside it.
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
  });
});
