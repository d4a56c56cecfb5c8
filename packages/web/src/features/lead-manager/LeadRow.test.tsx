import { screen, within } from '@testing-library/react';
import { sampleLead, sampleMessageInstance } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LeadRow } from './LeadRow';

const lead = sampleLead({
  customerMaster: { ...sampleLead().customerMaster, cellular: '+15551234567' },
  plannedServiceType: 'OIL_CHANGE',
  latestMessage: sampleMessageInstance({
    content: '<p>Can I come in <b>Tuesday</b>?</p><p>Thanks</p>',
    direction: 'RECEIVED',
  }),
});

describe('LeadRow', () => {
  it('shows the customer, the formatted phone, the service type and the latest message as plain text', () => {
    renderWithProviders(<LeadRow lead={lead} selected={false} />);
    const row = screen.getByRole('link', { name: /Maria Lopez/ });
    expect(within(row).getByText('(555)-123-4567')).toBeInstanceOf(Element);
    expect(within(row).getByText('5K')).toBeInstanceOf(Element);
    expect(within(row).getByText('Can I come in Tuesday? Thanks')).toBeInstanceOf(Element);
    expect(row.querySelector('b')).toBeNull();
    expect(row.getAttribute('href')).toBe('/leadmanager/101');
  });

  it('shows an unread badge for a count of at least 1', () => {
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 3 }} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567, 3 unread' });
    expect(within(row).getByLabelText('3 unread').textContent).toBe('3');
  });

  it('shows no unread badge for 0', () => {
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 0 }} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567' });
    expect(within(row).queryByLabelText(/unread/)).toBeNull();
  });

  it("shows 'Possible opt-out' while a reply that may ask to stop waits for staff, and not otherwise", () => {
    const pending = { ...lead, consentPending: { text: 'enough already', since: '2025-03-10T16:00:00Z' } };
    renderWithProviders(<LeadRow lead={pending} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567, possible opt-out' });
    expect(within(row).getByText('Possible opt-out')).toBeInstanceOf(Element);
  });

  it("shows no 'Possible opt-out' once answered", () => {
    renderWithProviders(<LeadRow lead={{ ...lead, consentPending: null }} selected={false} />);
    expect(screen.queryByText('Possible opt-out')).toBeNull();
  });

  it("shows 'Opted out' for a customer who blocked texts", () => {
    const optedOut = { ...lead, futureServiceInteractionMarks: [{ intentType: 'SMS_OPT_OUT', value: null }] };
    renderWithProviders(<LeadRow lead={optedOut} selected={false} />);
    expect(screen.getByText('Opted out')).toBeInstanceOf(Element);
  });

  it('marks the selected row as the current page', () => {
    renderWithProviders(<LeadRow lead={lead} selected />);
    expect(screen.getByRole('link', { name: /Maria Lopez/ }).getAttribute('aria-current')).toBe('page');
  });
});
