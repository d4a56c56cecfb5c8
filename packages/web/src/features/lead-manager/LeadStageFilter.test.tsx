import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { testLead } from '../../test/leads';
import { renderApp } from '../../test/render';

describe('the lead manager filters by stage (spec 2 §4)', () => {
  it('lists only the leads at the chosen stage, with all meaning no filter', async () => {
    const world = createFakeWorld({
      leads: [
        testLead(1, 'Maria', 'Lopez', { stage: 'ENGAGED' }),
        testLead(2, 'James', 'Chen', { stage: 'INITIATED' }),
      ],
    });
    renderApp(world.services, '/leadmanager');
    // The lazily loaded page takes its time on a busy machine.
    await screen.findByRole('link', { name: /James Chen/ }, { timeout: 10_000 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Engaged');
    await waitFor(() => expect(screen.queryByRole('link', { name: /James Chen/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toBeInstanceOf(Element);
    expect(world.leads.searches.at(-1)).toEqual({ page: 0, size: 50, stage: 'ENGAGED' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'All stages');
    expect(await screen.findByRole('link', { name: /James Chen/ })).toBeInstanceOf(Element);
    expect(world.leads.searches.at(-1)).toEqual({ page: 0, size: 50 });
  });
});
