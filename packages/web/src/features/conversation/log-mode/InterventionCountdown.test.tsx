import { act, screen } from '@testing-library/react';
import { sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { InterventionCountdown } from './InterventionCountdown';

const note = sampleMessageInstance({
  id: 7,
  messageType: 'INTERNAL_NOTES',
  notificationType: 'INTERNAL_NOTES',
});

function renderCountdown(remainingSeconds = 40) {
  const world = createFakeWorld({ leads: [sampleLead()], messages: [note] });
  const onIntervened = vi.fn<() => void>();
  renderWithProviders(
    <InterventionCountdown
      leadId={sampleLead().id}
      noteId={7}
      remainingSeconds={remainingSeconds}
      onIntervened={onIntervened}
    />,
    { services: world.services },
  );
  return { world, onIntervened };
}

const timer = () => screen.getByRole('timer', { name: 'Intervention countdown' });

describe('intervention countdown (spec 1 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at 00:40 and ticks each second as mm:ss', () => {
    renderCountdown();
    expect(timer().textContent).toBe('00:40');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer().textContent).toBe('00:39');
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer().textContent).toBe('00:09');
  });

  it('disappears at zero', () => {
    renderCountdown(2);
    expect(timer().textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Intervene' })).toBeNull();
  });

  it('lets staff intervene before it ends', async () => {
    const { world, onIntervened } = renderCountdown();
    await act(async () => screen.getByRole('button', { name: 'Intervene' }).click());
    expect(screen.getByText('Intervened')).toBeInstanceOf(Element);
    expect(world.messageFlows.interventions).toEqual(['101/7']);
    expect(onIntervened).toHaveBeenCalledTimes(1);
  });

  it('shows a failed intervention and lets staff try again', async () => {
    const { world } = renderCountdown();
    world.messageFlows.failNext('intervene', { code: 'X', message: 'Server Error!', tone: 'warning' });
    await act(async () => screen.getByRole('button', { name: 'Intervene' }).click());
    expect(screen.getByText('Server Error!')).toBeInstanceOf(Element);
    await act(async () => screen.getByRole('button', { name: 'Intervene' }).click());
    expect(world.messageFlows.interventions).toEqual(['101/7']);
  });
});
