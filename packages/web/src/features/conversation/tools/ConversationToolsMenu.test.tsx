import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadId, sampleLead, sampleMessageInstance, serverRejection } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { ConversationToolsMenu } from './ConversationToolsMenu';

const lead = sampleLead({ id: leadId(41), conversationInitiated: true });
const sibling = sampleLead({
  id: leadId(42),
  plannedServiceType: 'OIL_CHANGE_10K',
  conversationInitiated: false,
  customerMaster: lead.customerMaster,
});
const stranger = sampleLead({ id: leadId(43), customerMaster: { ...lead.customerMaster, id: 999 } });
const text = sampleMessageInstance({
  id: 5,
  jaguarFutureServiceInteractionId: 41,
  direction: 'RECEIVED',
  content: 'Grinding noise when I brake',
});

function renderTools() {
  const world = createFakeWorld({ leads: [lead, sibling, stranger], messages: [text] });
  renderWithProviders(<ConversationToolsMenu lead={lead} />, { services: world.services });
  return world;
}

async function choose(item: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Conversation tools' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => vi.restoreAllMocks());

describe('ConversationToolsMenu', () => {
  it('downloads the transcript as a text file named after the customer', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:transcript';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^transcript-.+-41\.txt$/);
    });
    renderTools();
    await choose('Download transcript');
    expect(await screen.findByText('Transcript downloaded')).toBeInstanceOf(Element);
    expect(click).toHaveBeenCalledOnce();
    expect(await saved[0]?.text()).toContain('Grinding noise when I brake');
  });

  it('says so when the transcript cannot be read, and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const world = renderTools();
    world.conversations.failNext('transcript', serverRejection(404, 'Lead not found.'));
    await choose('Download transcript');
    expect(await screen.findByText('Lead not found.')).toBeInstanceOf(Element);
    expect(click).not.toHaveBeenCalled();
  });

  it('copies the conversation link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTools();
    await choose('Copy conversation link');
    expect(await screen.findByText('Conversation link copied')).toBeInstanceOf(Element);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('future_service_interaction_id=41'));
  });

  it("lists the customer's other interactions with their status, not other customers' leads", async () => {
    renderTools();
    await choose('Other interactions');
    const dialog = await screen.findByRole('dialog', { name: 'Other interactions' });
    const item = await within(dialog).findByRole('listitem', { name: 'Interaction 42' });
    expect(within(item).getByText('10K')).toBeInstanceOf(Element);
    expect(within(item).getByRole('button', { name: 'Open' })).toBeInstanceOf(Element);
    expect(within(dialog).queryByRole('listitem', { name: 'Interaction 43' })).toBeNull();
    expect(within(dialog).queryByRole('listitem', { name: 'Interaction 41' })).toBeNull();
  });
});
