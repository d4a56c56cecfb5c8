import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { InboxStore, LeadList, useRealtimeLeadList } from '.';
import { customerText, testLead } from '../../test/leads';

const many = Array.from({ length: 10_000 }, (_, index) =>
  testLead(index + 1, `Customer${index + 1}`, 'Test'),
);

function BenchList({ store }: { readonly store: InboxStore }) {
  const leads = useRealtimeLeadList(store);
  return (
    <LeadList leads={leads} selectedId={null} loading={false} hasMore={false} onNearEnd={() => undefined} />
  );
}

describe('the inbox-driven lead list (what a benchmark mounts)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders 10,000 leads virtualised and applies a burst of 100 texts in one drain', async () => {
    const world = createFakeWorld();
    const store = new InboxStore({ leads: many });
    renderWithProviders(<BenchList store={store} />, { services: world.services });
    const list = screen.getByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('link').length).toBeLessThan(40);
    expect(within(list).getAllByRole('link')[0]?.getAttribute('aria-label')).toMatch(/^Customer1 Test,/);

    for (let index = 0; index < 100; index++) {
      const lead = many[9_000 + index]!;
      world.realtime.push(customerText(lead, 1_000_000 + index, `Burst ${index}`));
    }
    const before = store.revision();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(store.revision()).toBe(before + 1);
    const top = within(list).getAllByRole('link')[0];
    expect(top?.getAttribute('aria-label')).toMatch(/^Customer9100 Test, .+, 1 unread$/);
    expect(within(list).getAllByRole('link').length).toBeLessThan(40);
  });
});
