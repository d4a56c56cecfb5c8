import { describe, expect, it } from 'vitest';
import { leadCodeLabel, moveLead } from './lead-tracker.rules.js';

describe('moving a lead between stages (spec 2 §4)', () => {
  it('takes a reason the new stage allows', () => {
    expect(
      moveLead({ stage: 'INITIATED', reason: null }, { stage: 'SHOW_OR_NO_SHOW', reason: 'NO_SHOW' }),
    ).toEqual({ ok: true, value: { stage: 'SHOW_OR_NO_SHOW', reason: 'NO_SHOW' } });
  });

  it('refuses a reason the stage does not allow, in plain words', () => {
    const moved = moveLead({ stage: 'INITIATED', reason: null }, { reason: 'CAR_BOUGHT' });
    expect(moved).toMatchObject({
      ok: false,
      error: { status: 400, message: 'Car bought is not an outcome reason for the Initiated stage.' },
    });
  });

  it('refuses INVALID_CONTACT_INFO at ENGAGED but takes it at RESPONDED', () => {
    expect(moveLead({ stage: 'ENGAGED', reason: null }, { reason: 'INVALID_CONTACT_INFO' }).ok).toBe(false);
    expect(moveLead({ stage: 'RESPONDED', reason: null }, { reason: 'INVALID_CONTACT_INFO' }).ok).toBe(true);
  });

  it('says CONTACTED takes no reason', () => {
    expect(
      moveLead({ stage: 'RESPONDED', reason: null }, { stage: 'CONTACTED', reason: 'OPT_OUT' }),
    ).toMatchObject({
      ok: false,
      error: { message: 'A lead at the Contacted stage takes no outcome reason.' },
    });
  });

  it('keeps the reason when the new stage allows it and drops it otherwise', () => {
    expect(moveLead({ stage: 'RESPONDED', reason: 'PRICE_HIGH' }, { stage: 'ENGAGED' })).toEqual({
      ok: true,
      value: { stage: 'ENGAGED', reason: 'PRICE_HIGH' },
    });
    expect(moveLead({ stage: 'RESPONDED', reason: 'PRICE_HIGH' }, { stage: 'APPOINTMENT_SET' })).toEqual({
      ok: true,
      value: { stage: 'APPOINTMENT_SET', reason: null },
    });
  });

  it('refuses a stage that does not exist', () => {
    expect(moveLead({ stage: 'INITIATED', reason: null }, { stage: 'WON' })).toMatchObject({
      ok: false,
      error: { message: 'WON is not a lead stage.' },
    });
  });

  it('labels codes as staff read them', () => {
    expect(leadCodeLabel('CAR_BOUGHT_OR_NOTBOUGHT')).toBe('Car bought or not bought');
    expect(leadCodeLabel('APPOINTMENT_SET')).toBe('Appointment set');
  });
});
