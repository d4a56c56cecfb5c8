import { describe, expect, it } from 'vitest';
import { conversationStage, followEvent } from './lead-stage.rules.js';

describe('lead stage rules at their boundaries (spec 2 §4)', () => {
  it.each([
    [[], 'NOT_STARTED'],
    [['STORE'], 'INITIATED'],
    [['CUSTOMER'], 'RESPONDED'],
    [['STORE', 'CUSTOMER'], 'RESPONDED'],
    [['STORE', 'CUSTOMER', 'CUSTOMER'], 'RESPONDED'],
    [['STORE', 'CUSTOMER', 'STORE'], 'RESPONDED'],
    [['STORE', 'CUSTOMER', 'STORE', 'CUSTOMER'], 'ENGAGED'],
    [['CUSTOMER', 'STORE', 'CUSTOMER'], 'ENGAGED'],
  ] as const)('%j reaches %s', (turns, stage) => {
    expect(conversationStage(turns)).toBe(stage);
  });

  it('a first text moves NOT_STARTED to INITIATED and a reply INITIATED to RESPONDED', () => {
    const texted = followEvent(
      { stage: 'NOT_STARTED', reason: null },
      { kind: 'CONVERSATION', turns: ['STORE'] },
    );
    expect(texted).toEqual({ stage: 'INITIATED', reason: null });
    expect(followEvent(texted, { kind: 'CONVERSATION', turns: ['STORE', 'CUSTOMER'] })).toEqual({
      stage: 'RESPONDED',
      reason: null,
    });
  });

  it('a reply to a lead at APPOINTMENT_SET keeps it there with its reason', () => {
    expect(
      followEvent(
        { stage: 'APPOINTMENT_SET', reason: 'APPOINTMENT_SET' },
        { kind: 'CONVERSATION', turns: ['STORE', 'CUSTOMER', 'STORE', 'CUSTOMER'] },
      ),
    ).toEqual({ stage: 'APPOINTMENT_SET', reason: 'APPOINTMENT_SET' });
  });

  it('drops an INITIATED reason the RESPONDED stage does not allow, keeps one ENGAGED allows', () => {
    expect(
      followEvent(
        { stage: 'INITIATED', reason: 'NOT_INTERESTED' },
        { kind: 'CONVERSATION', turns: ['CUSTOMER'] },
      ),
    ).toEqual({ stage: 'RESPONDED', reason: null });
    expect(
      followEvent(
        { stage: 'RESPONDED', reason: 'PRICE_HIGH' },
        { kind: 'CONVERSATION', turns: ['CUSTOMER', 'STORE', 'CUSTOMER'] },
      ),
    ).toEqual({ stage: 'ENGAGED', reason: 'PRICE_HIGH' });
  });

  it('a booking sets APPOINTMENT_SET from any earlier stage, never over a recorded visit', () => {
    expect(followEvent({ stage: 'NOT_STARTED', reason: null }, { kind: 'APPOINTMENT_BOOKED' })).toEqual({
      stage: 'APPOINTMENT_SET',
      reason: 'APPOINTMENT_SET',
    });
    expect(followEvent({ stage: 'SHOW_OR_NO_SHOW', reason: 'SHOW' }, { kind: 'APPOINTMENT_BOOKED' })).toEqual(
      {
        stage: 'SHOW_OR_NO_SHOW',
        reason: 'SHOW',
      },
    );
  });

  it('a show recorded after a no-show replaces the reason at the same stage', () => {
    expect(
      followEvent(
        { stage: 'SHOW_OR_NO_SHOW', reason: 'NO_SHOW' },
        { kind: 'APPOINTMENT_OUTCOME', outcome: 'SHOW' },
      ),
    ).toEqual({ stage: 'SHOW_OR_NO_SHOW', reason: 'SHOW' });
  });

  it('an outcome never lowers a lead whose car was bought', () => {
    expect(
      followEvent(
        { stage: 'CAR_BOUGHT_OR_NOTBOUGHT', reason: 'CAR_BOUGHT' },
        { kind: 'APPOINTMENT_OUTCOME', outcome: 'NO_SHOW' },
      ),
    ).toEqual({ stage: 'CAR_BOUGHT_OR_NOTBOUGHT', reason: 'CAR_BOUGHT' });
  });
});
