import { describe, expect, it } from 'vitest';
import { deliveryColour, deliveryDisplay } from './delivery-display.rules.js';

describe('deliveryDisplay (spec 1 §4 table)', () => {
  it.each(['failed', 'undelivered'])('shows %s as a red cross titled with the error text', (status) => {
    expect(deliveryDisplay(status, 'Carrier rejected: landline')).toEqual({
      icon: 'cross',
      title: 'Carrier rejected: landline',
    });
  });

  it.each([null, undefined, '', '   '])(
    'titles a failure without error text (%j) "Unknown error"',
    (errorText) => {
      expect(deliveryDisplay('failed', errorText)).toEqual({ icon: 'cross', title: 'Unknown error' });
      expect(deliveryDisplay('undelivered', errorText)).toEqual({ icon: 'cross', title: 'Unknown error' });
    },
  );

  it.each(['delivered', 'RECEIVED', 'receiving'])('shows %s as a double green check', (status) => {
    expect(deliveryDisplay(status)).toEqual({ icon: 'double-check' });
  });

  it.each(['sent', 'sending', 'accepted', 'queued'])('shows %s as a single green check', (status) => {
    expect(deliveryDisplay(status)).toEqual({ icon: 'check' });
  });

  it('shows RESTRICTED as the ban icon', () => {
    expect(deliveryDisplay('RESTRICTED')).toEqual({ icon: 'ban' });
  });

  it('matches the statuses whatever their case, as carriers spell them differently', () => {
    expect(deliveryDisplay('FAILED', 'x')).toEqual({ icon: 'cross', title: 'x' });
    expect(deliveryDisplay('Delivered')).toEqual({ icon: 'double-check' });
    expect(deliveryDisplay('received')).toEqual({ icon: 'double-check' });
    expect(deliveryDisplay('QUEUED')).toEqual({ icon: 'check' });
    expect(deliveryDisplay('restricted')).toEqual({ icon: 'ban' });
  });

  it('shows anything else as a question titled with the error text, or "Unknown status"', () => {
    expect(deliveryDisplay('paused', 'Carrier paused the number')).toEqual({
      icon: 'question',
      title: 'Carrier paused the number',
    });
    expect(deliveryDisplay('paused')).toEqual({ icon: 'question', title: 'Unknown status' });
    expect(deliveryDisplay(null)).toEqual({ icon: 'question', title: 'Unknown status' });
    expect(deliveryDisplay(undefined, '')).toEqual({ icon: 'question', title: 'Unknown status' });
  });
});

describe('deliveryColour (spec 1 §4)', () => {
  it('is grey for archived messages and green otherwise', () => {
    expect(deliveryColour(true)).toBe('grey');
    expect(deliveryColour(false)).toBe('green');
  });
});
