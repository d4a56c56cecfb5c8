import { describe, expect, it } from 'vitest';
import { decideAtWindowEnd, heldReplyState, type HeldReplyNote } from './held-reply.rules.js';

const NOW = new Date('2026-11-24T15:00:00.000Z');
const note = (overrides: Partial<HeldReplyNote> = {}): HeldReplyNote => ({
  messageType: 'INTERNAL_NOTES',
  responseReqd: true,
  archived: false,
  validLogMode: null,
  interveneUntil: '2026-11-24T15:00:20.000Z',
  heldReplyOutcome: null,
  ...overrides,
});

describe('heldReplyState (issue 14: the end of the intervention window)', () => {
  it('is window-open before the window ends and window-closed from its end on', () => {
    expect(heldReplyState(note(), NOW)).toBe('window-open');
    expect(heldReplyState(note({ interveneUntil: NOW.toISOString() }), NOW)).toBe('window-closed');
    expect(heldReplyState(note({ interveneUntil: '2026-11-24T14:59:00.000Z' }), NOW)).toBe('window-closed');
  });

  it('awaits approval once staff stepped in (no window) or marked the response not valid', () => {
    expect(heldReplyState(note({ interveneUntil: null }), NOW)).toBe('awaiting-approval');
    expect(heldReplyState(note({ validLogMode: false }), NOW)).toBe('awaiting-approval');
  });

  it('says what became of a settled reply, whatever its other fields', () => {
    expect(heldReplyState(note({ heldReplyOutcome: 'SENT', responseReqd: false }), NOW)).toBe('sent');
    expect(heldReplyState(note({ heldReplyOutcome: 'DISCARDED', responseReqd: false }), NOW)).toBe(
      'discarded',
    );
  });

  it('is not-held for other messages, archived notes and notes that need no response', () => {
    expect(heldReplyState(note({ messageType: 'SMS' }), NOW)).toBe('not-held');
    expect(heldReplyState(note({ archived: true }), NOW)).toBe('not-held');
    expect(heldReplyState(note({ responseReqd: false }), NOW)).toBe('not-held');
  });
});

describe('decideAtWindowEnd', () => {
  const sendable = { validLogMode: null, aiAnswers: true, smsBlocked: false } as const;

  it('sends a reply nobody touched', () => {
    expect(decideAtWindowEnd(sendable)).toEqual({ kind: 'send' });
    expect(decideAtWindowEnd({ ...sendable, validLogMode: true })).toEqual({ kind: 'send' });
  });

  it('holds it for approval when log mode holds it, the AI is off or the customer opted out', () => {
    expect(decideAtWindowEnd({ ...sendable, validLogMode: false })).toEqual({
      kind: 'await-approval',
      reason: 'held-for-approval',
    });
    expect(decideAtWindowEnd({ ...sendable, aiAnswers: false })).toEqual({
      kind: 'await-approval',
      reason: 'ai-off',
    });
    expect(decideAtWindowEnd({ ...sendable, smsBlocked: true })).toEqual({
      kind: 'await-approval',
      reason: 'opted-out',
    });
  });
});
