import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead, MessageInstance, Role } from '@torque/domain';
import { sampleLead, sampleMessageInstance, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { MessageList } from './MessageList';

type ListOptions = {
  readonly role?: Role;
  readonly lead?: Lead;
  readonly route?: string;
  readonly tenantMode?: 'standard' | 'enterprise';
};

function renderList(messages: readonly MessageInstance[], options: ListOptions = {}) {
  const lead = options.lead ?? sampleLead();
  const role = options.role ?? 'SUPER_USER';
  const world = createFakeWorld({
    leads: [lead],
    messages,
    environment: { tenantMode: options.tenantMode ?? 'standard' },
  });
  renderWithProviders(
    <MessageList
      messages={messages}
      timeZone="America/Chicago"
      customerName="Maria Lopez"
      lead={lead}
      session={sampleUserSession({ roles: [role], roleDtos: [{ name: role }] })}
    />,
    { services: world.services, route: options.route ?? '/leadmanager' },
  );
  return world;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const fromCustomer = (id: number, createdOn: string, content = `Customer text ${id}`) =>
  sampleMessageInstance({
    id,
    createdOn,
    content,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    messageStatus: 'RECEIVED',
    fromName: null,
  });

describe('MessageList', () => {
  it('shows the conversation oldest first and renders only the rows in view of thousands', () => {
    // jsdom lays nothing out: give each measured row a bubble's height.
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-index') ? 84 : 0;
      },
    });
    try {
      const messages = Array.from({ length: 3000 }, (_, i) =>
        sampleMessageInstance({
          id: i + 1,
          content: `Message ${i + 1}`,
          createdOn: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
        }),
      );
      renderList(messages, { role: 'SALES_REP' });
      const log = screen.getByRole('log', { name: 'Messages' });
      const shown = within(log).getAllByRole('article');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(60);
      const numbers = shown.map((article) => Number(/Message (\d+)/.exec(article.textContent ?? '')?.[1]));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    } finally {
      if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    }
  });

  // Spec 1 §6: the message option menu is for SUPER_DATA_ADMIN or SUPER_USER only.
  it.each<Role>(['SUPER_DATA_ADMIN', 'SUPER_USER'])('offers the message option menu to %s', (role) => {
    const messages = [fromCustomer(1, '2025-03-14T14:00:00.000Z')];
    renderList(messages, { role });
    expect(screen.getByRole('button', { name: 'Message options' })).toBeInstanceOf(Element);
  });

  it.each<Role>([
    'OFFICE_MANAGER',
    'DIVISION_MANAGER',
    'SALES_REP',
    'CORPORATE_ADMIN',
    'CORPORATE_USER',
    'SUPER_ADMIN',
    'SUPER_ACCESS_ADMIN',
    'ENTERPRISE_ADMIN',
    'ENTERPRISE_USER',
    'OFFICE_USER',
  ])('hides the message option menu from %s', (role) => {
    renderList([fromCustomer(1, '2025-03-14T14:00:00.000Z')], { role });
    expect(screen.getByRole('article', { name: /Text message/ })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Message options' })).toBeNull();
  });

  it('flags a customer-side gap of more than 4 minutes', () => {
    renderList([
      fromCustomer(1, '2025-03-14T14:00:00.000Z'),
      fromCustomer(2, '2025-03-14T14:03:00.000Z'),
      fromCustomer(3, '2025-03-14T14:13:00.000Z'),
    ]);
    expect(screen.getAllByText(/^Time gap/).map((gap) => gap.textContent)).toEqual([
      'Time gap: 10.0 minutes',
    ]);
  });

  it('shows date badges and sender names to enterprise users when enterprise settings are on', () => {
    const messages = [
      fromCustomer(1, '2025-03-14T14:00:00.000Z'),
      fromCustomer(2, '2025-03-15T15:00:00.000Z'),
    ];
    renderList(messages, { role: 'ENTERPRISE_USER', tenantMode: 'enterprise' });
    expect(screen.getByRole('separator', { name: 'Messages of 14/03/2025' })).toBeInstanceOf(Element);
    expect(screen.getByRole('separator', { name: 'Messages of 15/03/2025' })).toBeInstanceOf(Element);
  });

  it('shows no date badges otherwise', () => {
    renderList([fromCustomer(1, '2025-03-14T14:00:00.000Z')], { role: 'ENTERPRISE_USER' });
    expect(screen.queryByRole('separator', { name: /Messages of/ })).toBeNull();
  });

  it("styles a customer message waiting 3 to 5 minutes as 'three minutes delay' for super roles", () => {
    const lead = sampleLead({ responseReqd: true });
    renderList([fromCustomer(1, minutesAgo(4))], { lead });
    expect(screen.getByText('three minutes delay')).toBeInstanceOf(Element);
  });

  it("says 'five minutes delay' past 5 minutes, and nothing to other roles", () => {
    const lead = sampleLead({ responseReqd: true });
    renderList([fromCustomer(1, minutesAgo(9))], { lead });
    expect(screen.getByText('five minutes delay')).toBeInstanceOf(Element);
  });

  it('shows no delay styling to a sales rep', () => {
    const lead = sampleLead({ responseReqd: true });
    renderList([fromCustomer(1, minutesAgo(9))], { lead, role: 'SALES_REP' });
    expect(screen.queryByText(/minutes delay/)).toBeNull();
  });

  it('shows the response time of sent messages on the global inbox to super roles', () => {
    const sent = sampleMessageInstance({ id: 2, messageResponseTime: 125 });
    renderList([sent], { route: '/leadmanager/globalinbox' });
    expect(screen.getByText('RT: 2m 5s')).toBeInstanceOf(Element);
  });

  it('shows no response time on the plain lead manager', () => {
    const sent = sampleMessageInstance({ id: 2, messageResponseTime: 125 });
    renderList([sent], { route: '/leadmanager' });
    expect(screen.queryByText(/^RT:/)).toBeNull();
  });

  it('counts down a held internal note and lets a super user intervene', async () => {
    const note = sampleMessageInstance({
      id: 7,
      messageType: 'INTERNAL_NOTES',
      notificationType: 'INTERNAL_NOTES',
      createdOn: new Date().toISOString(),
      responseReqd: true,
      validLogMode: null,
      content: '<p>We can see you Tuesday at 9.</p>',
    });
    const world = renderList([fromCustomer(1, minutesAgo(1)), note]);
    const card = screen.getByRole('article', { name: /Internal note/ });
    expect(within(card).getByRole('timer', { name: 'Intervention countdown' }).textContent).toMatch(
      /^00:(40|39)$/,
    );
    expect(await within(card).findByRole('group', { name: 'Log mode confirmation' })).toBeInstanceOf(Element);
    await userEvent.click(within(card).getByRole('button', { name: 'Intervene' }));
    expect(await within(card).findByText('Intervened')).toBeInstanceOf(Element);
    expect(world.messageFlows.interventions).toEqual(['101/7']);
  });
});
