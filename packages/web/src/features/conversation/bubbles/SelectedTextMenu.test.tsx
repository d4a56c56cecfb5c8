import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConversationViewProvider, type ConversationView } from './conversation-view';
import { SmsBubble } from './SmsBubble';

const TEXT = 'My odometer reads 45,120 today';

function renderSms(onMileage?: (miles: number) => void) {
  const view: ConversationView = {
    lead: sampleLead(),
    session: sampleUserSession({ roles: ['SUPER_USER'] }),
    role: 'SUPER_USER',
    messageOptions: true,
    delayColours: true,
    responseTime: false,
    enterpriseLayout: false,
    onChanged: () => undefined,
    ...(onMileage ? { onMileage } : {}),
  };
  const message = sampleMessageInstance({ direction: 'RECEIVED', content: TEXT });
  renderWithProviders(
    <ConversationViewProvider value={view}>
      <SmsBubble message={message} timeZone="America/Chicago" customerName="Maria Lopez" />
    </ConversationViewProvider>,
  );
  return screen.getByText(TEXT);
}

/** Selects part of a text node, as a user dragging over it would. */
function select(element: Element, part: string) {
  const node = element.firstChild as Text;
  const start = node.data.indexOf(part);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + part.length);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

afterEach(() => document.getSelection()?.removeAllRanges());

describe("the SMS bubble's right-click menu (spec 1 §2)", () => {
  it('does nothing without selected text, so the browser menu stays', () => {
    const text = renderSms();
    expect(fireEvent.contextMenu(text)).toBe(true);
    expect(screen.queryByRole('menuitem', { name: 'Copy' })).toBeNull();
  });

  it("copies the selected text: 'Text copied to clipboard'", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const text = renderSms();
    select(text, 'odometer reads');
    expect(fireEvent.contextMenu(text)).toBe(false);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('odometer reads');
    expect(await screen.findByText('Text copied to clipboard')).toBeInstanceOf(Element);
  });

  it('takes a numeric selection as the mileage and refuses anything else', async () => {
    const onMileage = vi.fn<(miles: number) => void>();
    const text = renderSms(onMileage);
    select(text, '45,120');
    fireEvent.contextMenu(text);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update mileage' }));
    expect(onMileage).toHaveBeenCalledWith(45120);

    select(text, 'odometer');
    fireEvent.contextMenu(text);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update mileage' }));
    expect(
      await screen.findByText('Selected text is not a Valid value, select a Numeric data.'),
    ).toBeInstanceOf(Element);
    expect(onMileage).toHaveBeenCalledTimes(1);
  });

  it('offers no mileage item where no vehicle record can be updated', async () => {
    const text = renderSms();
    select(text, '45,120');
    fireEvent.contextMenu(text);
    expect(await screen.findByRole('menuitem', { name: 'Copy' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('menuitem', { name: 'Update mileage' })).toBeNull();
  });
});
