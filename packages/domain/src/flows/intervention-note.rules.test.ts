import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/index.js';
import {
  awaitsLogModeDecision,
  interventionNote,
  interventionSecondsLeft,
} from './intervention-note.rules.js';

const NOTE_AT = '2025-03-14T14:00:00.000Z';
const secondsAfter = (seconds: number) => new Date(Date.parse(NOTE_AT) + seconds * 1000);
const heldNote = sampleMessageInstance({
  id: 7,
  messageType: 'INTERNAL_NOTES',
  notificationType: 'INTERNAL_NOTES',
  createdOn: NOTE_AT,
  responseReqd: true,
});
const customerText = sampleMessageInstance({
  id: 8,
  direction: 'RECEIVED',
  createdOn: '2025-03-14T14:00:05.000Z',
});

describe('interventionSecondsLeft', () => {
  it('counts down the 40 s window from when the note was written', () => {
    expect(interventionSecondsLeft(NOTE_AT, secondsAfter(0))).toBe(40);
    expect(interventionSecondsLeft(NOTE_AT, secondsAfter(15))).toBe(25);
    expect(interventionSecondsLeft(NOTE_AT, secondsAfter(90))).toBe(0);
    expect(interventionSecondsLeft(NOTE_AT, secondsAfter(-5))).toBe(40);
  });
});

describe('interventionNote (spec 1 §4)', () => {
  it('is the last held internal note while time is left', () => {
    expect(interventionNote([customerText, heldNote], secondsAfter(10))).toEqual({
      noteId: 7,
      remainingSeconds: 30,
    });
  });

  it('hides when a customer message follows, time is up or the note needs no response', () => {
    expect(interventionNote([heldNote, customerText], secondsAfter(10))).toBeUndefined();
    expect(interventionNote([heldNote], secondsAfter(40))).toBeUndefined();
    expect(interventionNote([{ ...heldNote, responseReqd: false }], secondsAfter(1))).toBeUndefined();
  });

  it('shows for an inbound-appointment conversation without the log-mode wait', () => {
    const note = { ...heldNote, responseReqd: false, serviceType: 'SVC_INBOUND_APPOINTMENT' };
    expect(interventionNote([note], secondsAfter(1))?.noteId).toBe(7);
  });
});

describe('awaitsLogModeDecision', () => {
  it('is a held internal note that still needs a response', () => {
    expect(awaitsLogModeDecision(heldNote)).toBe(true);
    expect(awaitsLogModeDecision({ ...heldNote, responseReqd: false })).toBe(false);
    expect(awaitsLogModeDecision({ ...heldNote, archived: true })).toBe(false);
    expect(awaitsLogModeDecision(customerText)).toBe(false);
  });
});
