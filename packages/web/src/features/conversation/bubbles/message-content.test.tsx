import { fireEvent, screen, within } from '@testing-library/react';
import type { MessageInstance } from '@torque/domain';
import { sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessageBubble } from './MessageBubble';

const PROBE = 'http://127.0.0.1:9/probe';

function renderBubble(overrides: Partial<MessageInstance>) {
  const message = sampleMessageInstance({ direction: 'RECEIVED', fromName: null, ...overrides });
  return renderWithProviders(
    <MessageBubble message={message} timeZone="America/Chicago" customerName="Maria Lopez" />,
  );
}

const textBubble = () => screen.getByRole('article', { name: /Text message from Maria Lopez/ });

describe('a text message is plain text (issue 13, finding 12)', () => {
  it('shows markup as the characters it is and creates no image', () => {
    const content = `Is my car ready? <img src="${PROBE}"> <b>thanks</b>`;
    const { container } = renderBubble({ content });
    expect(textBubble().textContent).toContain(content);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain(`src="${PROBE}"`);
  });

  it('makes a web address a link that opens in a new tab without a handle on this window', () => {
    renderBubble({
      content: 'Book here: https://torque.example.com/book?x=1 or mail service@torque.example.com',
    });
    const link = within(textBubble()).getByRole('link', { name: 'https://torque.example.com/book?x=1' });
    expect(link.getAttribute('href')).toBe('https://torque.example.com/book?x=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const mail = within(textBubble()).getByRole('link', { name: 'service@torque.example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:service@torque.example.com');
  });

  it('links tel: and bare domains, and never a javascript:, file: or ftp: address', () => {
    renderBubble({
      content:
        'Call tel:15551234567 or see www.toyota.com\njavascript:alert(1) file:///etc/passwd ftp://x.org/f',
    });
    const hrefs = within(textBubble())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['tel:15551234567', 'https://www.toyota.com']);
  });

  it('keeps the line breaks of the text', () => {
    renderBubble({ content: 'Line one\nLine two' });
    const body = within(textBubble()).getByText(/Line one/);
    expect(body.textContent).toBe('Line one\nLine two');
  });
});

describe("an e-mail's remote images wait for staff (issue 13, finding 12)", () => {
  const email = (content: string) =>
    renderBubble({ messageType: 'EMAIL', subject: 'Photos', content, direction: 'RECEIVED' });

  it('renders a remote image without a source until "Load images" is pressed', () => {
    const { container } = email(`<p>Here is the dent</p><img src="${PROBE}" alt="dent photo">`);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.hasAttribute('src')).toBe(false);
    expect(image?.getAttribute('alt')).toBe('dent photo');
    expect(screen.getByText('An image is hidden.')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Load images' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PROBE);
    expect(screen.queryByRole('button', { name: 'Load images' })).toBeNull();
  });

  it('shows an e-mail without remote images with no button', () => {
    email('<p>Plain <b>news</b></p><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">');
    expect(screen.queryByRole('button', { name: 'Load images' })).toBeNull();
    expect(screen.getByAltText('logo').getAttribute('src')).toMatch(/^data:image\/png/);
  });
});
