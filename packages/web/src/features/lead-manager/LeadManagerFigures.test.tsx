import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_MANAGER_VIEWS, officeScopeOf } from '@torque/domain';
import { leadId, sampleLead, sampleUserSession, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { LeadManagerFigures } from './LeadManagerFigures';

const session = sampleUserSession();
const view = LEAD_MANAGER_VIEWS[0]!;

function renderFigures(prepare?: (world: ReturnType<typeof createFakeWorld>) => void) {
  const world = createFakeWorld();
  world.leadLists.place('custom-search-v2', [
    sampleLead({ id: leadId(1), appointmentSet: true }),
    sampleLead({ id: leadId(2), appointmentSet: true }),
    sampleLead({ id: leadId(3), appointmentSet: false }),
  ]);
  world.leadLists.setFigures(officeScopeOf(session), {
    total: 9,
    notStarted: 4,
    unread: 2,
    responseRequired: 1,
    ENGAGED: 3,
  });
  prepare?.(world);
  renderWithProviders(<LeadManagerFigures session={session} view={view} />, { services: world.services });
  return world;
}

describe('LeadManagerFigures', () => {
  it("shows the appointment-set count and the office's figures, by stage on demand", async () => {
    renderFigures();
    expect(await screen.findByText('Appointments set: 2')).toBeInstanceOf(Element);
    expect(screen.getByText('Not started: 4')).toBeInstanceOf(Element);
    expect(screen.getByText('Needs response: 1')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByText('By stage'));
    const stages = screen.getByLabelText('Leads by stage');
    const engaged = within(stages).getByText('Engaged').parentElement as HTMLElement;
    expect(within(engaged).getByText('3')).toBeInstanceOf(Element);
    expect(within(stages).getByText('9')).toBeInstanceOf(Element);
  });

  it('shows every figure at 0 as 0, and a stage with no leads as 0 (issue 33: a zero is a figure)', async () => {
    const world = createFakeWorld();
    world.leadLists.place('custom-search-v2', [sampleLead({ id: leadId(4), appointmentSet: false })]);
    world.leadLists.setFigures(officeScopeOf(session), {
      total: 0,
      notStarted: 0,
      unread: 0,
      responseRequired: 0,
    });
    renderWithProviders(<LeadManagerFigures session={session} view={view} />, { services: world.services });
    const figures = await screen.findByLabelText('Lead figures');
    await within(figures).findByText('Appointments set: 0');
    expect(
      within(figures)
        .getAllByText(/: \d/)
        .map((badge) => badge.textContent),
    ).toEqual(['Appointments set: 0', 'Not started: 0', 'Unread: 0', 'Needs response: 0']);
    await userEvent.click(screen.getByText('By stage'));
    const values = within(screen.getByLabelText('Leads by stage'))
      .getAllByRole('definition')
      .map((value) => value.textContent);
    // The 8 stages of spec 2 §4, then the office's total: every one drawn as 0.
    expect(values).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0']);
  });

  it('leaves out what could not be read', async () => {
    renderFigures((world) => world.leadLists.failNext('countAppointmentSet', serverRejection(500, 'down')));
    expect(await screen.findByText('Unread: 2')).toBeInstanceOf(Element);
    expect(screen.queryByText(/Appointments set/)).toBeNull();
  });
});
