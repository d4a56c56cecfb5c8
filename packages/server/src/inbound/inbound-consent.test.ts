import { describe, expect, it } from 'vitest';
import { consentSourceOf } from './inbound-consent.js';

// The consent ledger's source comes from the domain's reading of the text (isConsentKeywordReply).
describe('consentSourceOf', () => {
  it.each(['STOP', 'stop please', 'Stop, thank you', 'stpo', 'UNSTOP', 'opt out', 'START'])(
    'records %j as a keyword reply',
    (text) => {
      expect(consentSourceOf(text)).toBe('sms-keyword');
    },
  );

  it.each(['Please stop texting me', 'Remove me from your list', 'no more messages'])(
    'records %j as free text',
    (text) => {
      expect(consentSourceOf(text)).toBe('sms-free-text');
    },
  );
});
