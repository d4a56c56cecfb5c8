import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  InMemoryCustomerGateway,
  sampleLead,
  sampleMessageInstance,
  sampleUserSession,
} from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationPanel } from '../ConversationPanel';
import { mileageRequests } from './mileage-requests';
import { MILEAGE_NOT_NUMERIC_MESSAGE } from './test-messages';

const session = sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] });
const ignore = () => undefined;
const TEXT = 'The odometer says 45,120 right now';

let vehicleId = 900;

/** Each test its own vehicle: the mileage link outlives a render, as it does in the app. */
function renderPanel(odometer: number | null = 38000) {
  const base = sampleLead();
  vehicleId += 1;
  const lead = sampleLead({ serviceVehicle: { ...base.serviceVehicle, id: vehicleId, odometer } });
  const text = sampleMessageInstance({ id: 1, content: TEXT, direction: 'RECEIVED' });
  const world = createFakeWorld({ session, leads: [lead], messages: [text] });
  const vehicleRecords = new InMemoryCustomerGateway({
    leads: world.leads,
    serviceRecords: [
      {
        id: 1,
        future_service_interaction_id: lead.id,
        mileage: 38000,
        serviceDate: null,
        minder: 'A1',
        recordedOn: '2026-10-02T14:00:00Z',
        recordedBy: 'Sam Advisor',
      },
    ],
  });
  renderWithProviders(
    <ConversationPanel lead={lead} session={session} onRead={ignore} onSent={ignore} onBack={ignore} />,
    { services: { ...world.services, vehicleRecords } },
  );
  return { lead, vehicleRecords };
}

/** Selects part of a text node, as a user dragging over it would. */
function select(element: Element, part: string) {
  const node = element.firstChild as Text;
  const start = node.data.indexOf(part);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + part.length);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

async function pickMileage(part: string) {
  const text = await screen.findByText(TEXT);
  select(text, part);
  fireEvent.contextMenu(text);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Update mileage' }));
}

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  mileageRequests.dismiss();
});

describe("Update mileage from a customer's text (spec 2 §3, §5)", () => {
  it('records the selected number after confirmation and shows it on the lead at once', async () => {
    const { lead, vehicleRecords } = renderPanel();
    const update = vi.spyOn(vehicleRecords, 'updateVehicleRecord');
    expect(screen.getByRole('button', { name: 'Mileage history' }).textContent).toContain('38,000 mi');
    await pickMileage('45,120');
    const dialog = await screen.findByRole('dialog', { name: 'Update mileage' });
    expect(dialog.textContent).toContain('45,120 mi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minder/ }), 'B12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update mileage' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mileage history' }).textContent).toContain('45,120 mi'),
    );
    expect(await screen.findByText('Mileage Updated')).toBeInstanceOf(Element);
    expect(screen.queryByRole('dialog', { name: 'Update mileage' })).toBeNull();
    expect(update).toHaveBeenCalledWith({
      last_mileage: 45120,
      minder: 'B12',
      last_service_date: null,
      future_service_interaction_id: lead.id,
    });
  });

  it('refuses a selection that is not numeric with the spec message, and records nothing', async () => {
    renderPanel();
    await pickMileage('right now');
    expect(await screen.findByText(MILEAGE_NOT_NUMERIC_MESSAGE)).toBeInstanceOf(Element);
    expect(screen.queryByRole('dialog', { name: 'Update mileage' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mileage history' }).textContent).toContain('38,000 mi');
  });

  it('lists the mileage history with who recorded it', async () => {
    renderPanel(null);
    expect(screen.getByRole('button', { name: 'Mileage history' }).textContent).toContain('No mileage');
    await userEvent.click(screen.getByRole('button', { name: 'Mileage history' }));
    const history = await screen.findByRole('dialog', { name: 'Mileage history' });
    await waitFor(() => expect(history.textContent).toContain('38,000 mi'));
    expect(history.textContent).toContain('Sam Advisor · minder A1');
  });
});

describe('the mileage link between the message menu and the header', () => {
  it('shows a recorded mileage until the lead itself carries a newer odometer', () => {
    mileageRequests.recorded(42, { miles: 45120, before: 38000 });
    const snapshot = mileageRequests.snapshot();
    expect(mileageRequests.shown(snapshot, 42, 38000)).toBe(45120);
    expect(mileageRequests.shown(snapshot, 42, 45120)).toBe(45120);
    expect(mileageRequests.shown(snapshot, 42, 51000)).toBe(51000);
    expect(mileageRequests.shown(snapshot, 43, null)).toBeNull();
  });
});
