import { cleanup, screen, within } from '@testing-library/react';
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

  // Spec 1 §9: unread counts are read for values of at least 1. Drawn: the badge with its number,
  // the row in bold (data-unread), a circle up to 9 and a pill from 10.
  it('draws an unread row at exactly 1: the badge reads 1 and the row is bold', () => {
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 1 }} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567, 1 unread' });
    const badge = within(row).getByLabelText('1 unread');
    expect(badge.textContent).toBe('1');
    expect(badge.hasAttribute('data-circle')).toBe(true);
    expect(row.hasAttribute('data-unread')).toBe(true);
  });

  it('draws a read row at 0: no badge, no "0", not bold', () => {
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 0 }} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567' });
    expect(row.hasAttribute('data-unread')).toBe(false);
    expect(within(row).queryByText('0')).toBeNull();
  });

  it('draws 9 unread in a circle and 10 in a pill', () => {
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 9 }} selected={false} />);
    renderWithProviders(<LeadRow lead={{ ...lead, totalUnreadCount: 10 }} selected={false} />);
    expect(screen.getByLabelText('9 unread').hasAttribute('data-circle')).toBe(true);
    expect(screen.getByLabelText('10 unread').hasAttribute('data-circle')).toBe(false);
    expect(screen.getByLabelText('10 unread').textContent).toBe('10');
  });

  it("draws the red 'Opted out' tag for an opted-out customer only", () => {
    const optedOut = { ...lead, futureServiceInteractionMarks: [{ intentType: 'SMS_OPT_OUT', value: null }] };
    renderWithProviders(<LeadRow lead={optedOut} selected={false} />);
    const row = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567, opted out' });
    expect(within(row).getByText('Opted out').getAttribute('data-color')).toBe('red');
    cleanup();
    renderWithProviders(<LeadRow lead={{ ...lead, futureServiceInteractionMarks: [] }} selected={false} />);
    const optedIn = screen.getByRole('link', { name: 'Maria Lopez, (555)-123-4567' });
    expect(within(optedIn).queryByText('Opted out')).toBeNull();
    expect(optedIn.querySelector('[data-color="red"]')).toBeNull();
  });

  it('marks the selected row as the current page', () => {
    renderWithProviders(<LeadRow lead={lead} selected />);
    expect(screen.getByRole('link', { name: /Maria Lopez/ }).getAttribute('aria-current')).toBe('page');
  });
});
