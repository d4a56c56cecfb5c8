import { describe, expect, it } from 'vitest';
import { formatTranscript, transcriptFileName } from './transcript.rules.js';

const base = {
  customerName: 'Lia Moreno',
  customerPhone: '(212) 555-0187',
  storeName: 'Torque Toyota',
  zone: 'America/Chicago',
  vehicle: '2021 Toyota Camry',
  now: new Date('2026-11-24T15:00:00Z'),
};

describe('formatTranscript', () => {
  it('writes each message with its office-zone time, its sender and channel', () => {
    const text = formatTranscript({
      ...base,
      messages: [
        {
          at: '2026-11-24T14:05:00Z',
          sender: { kind: 'customer', name: 'Lia Moreno' },
          channel: 'SMS',
          text: 'Grinding noise when I brake',
        },
        {
          at: new Date('2026-11-24T14:07:00Z'),
          sender: { kind: 'staff', name: 'Sam Advisor' },
          channel: 'SMS',
          text: 'Can you come in Tuesday?\nWe open at 7.',
        },
      ],
    });
    expect(text).toContain('Conversation with Lia Moreno ((212) 555-0187)');
    expect(text).toContain('Times in America/Chicago (CST)');
    // 14:05 UTC is 08:05 in Chicago in November.
    expect(text).toContain('[24/11/2026 08:05] Lia Moreno (customer) · SMS\n  Grinding noise when I brake');
    expect(text).toContain(
      '[24/11/2026 08:07] Sam Advisor (staff) · SMS\n  Can you come in Tuesday?\n  We open at 7.',
    );
    expect(text.indexOf('08:05')).toBeLessThan(text.indexOf('08:07'));
  });

  it('leaves internal notes and system lines out, and says when nothing is left', () => {
    const text = formatTranscript({
      ...base,
      messages: [
        {
          at: base.now,
          sender: { kind: 'staff', name: 'Sam' },
          channel: 'INTERNAL_NOTES',
          text: 'VIP, call first',
        },
        { at: base.now, sender: { kind: 'assistant', name: 'Ava' }, channel: 'INTERNAL', text: 'Hand-off' },
      ],
    });
    expect(text).not.toContain('VIP');
    expect(text).not.toContain('Hand-off');
    expect(text).toContain('No messages yet.');
  });

  it('names e-mail subjects and the assistant', () => {
    const text = formatTranscript({
      ...base,
      messages: [
        {
          at: base.now,
          sender: { kind: 'assistant', name: 'Ava Torque' },
          channel: 'EMAIL',
          subject: 'Your service',
          text: 'Hello',
        },
      ],
    });
    expect(text).toContain('Ava Torque (assistant) · EMAIL\n  Subject: Your service\n  Hello');
  });
});

describe('transcriptFileName', () => {
  it('keeps letters and digits only', () => {
    expect(transcriptFileName("Lia O'Moreno / Jr", 42)).toBe('transcript-Lia-O-Moreno-Jr-42.txt');
    expect(transcriptFileName('***', 7)).toBe('transcript-customer-7.txt');
  });
});

describe('formatTranscript with HTML', () => {
  it('reads an HTML e-mail as plain text', () => {
    const text = formatTranscript({
      ...base,
      messages: [
        {
          at: base.now,
          sender: { kind: 'staff', name: 'Sam' },
          channel: 'EMAIL',
          text: '<p>Hello <b>Lia</b></p>',
        },
      ],
    });
    expect(text).toContain('  Hello Lia');
    expect(text).not.toContain('<p>');
  });
});
