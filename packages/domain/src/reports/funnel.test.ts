import { describe, expect, it } from 'vitest';
import { funnelPercentages, funnelReportRow, percentOf } from './funnel.js';

describe('funnel percentages (spec 2 §9)', () => {
  it('divides responses and appointments by contacts, and appointments by responses', () => {
    expect(funnelPercentages({ CONTACTED: 200, RESPONDED: 50, ENGAGED: 30, APPT_BOOKING: 10 })).toEqual({
      responsePercent: 25,
      closureRatePercent: 5,
      responseToAppointmentPercent: 20,
    });
  });

  it('rounds to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
  });

  it('shows 0 rather than NaN or Infinity when nobody was contacted or responded', () => {
    expect(funnelPercentages({ CONTACTED: 0, RESPONDED: 0, ENGAGED: 0, APPT_BOOKING: 0 })).toEqual({
      responsePercent: 0,
      closureRatePercent: 0,
      responseToAppointmentPercent: 0,
    });
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(Number.NaN, 10)).toBe(0);
    expect(percentOf(5, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('builds the report row with the spec spellings', () => {
    expect(
      funnelReportRow('Mar, 2025', { CONTACTED: 10, RESPONDED: 4, ENGAGED: 3, APPT_BOOKING: 2 }),
    ).toEqual({
      month: 'Mar, 2025',
      CONTACTED: 10,
      RESPONDED: 4,
      ENGAGED: 3,
      APPT_BOOKING: 2,
      'REPONSE %': 40,
      'CLOSURE RATE %': 20,
      'RESPONSE TO APPT %': 50,
    });
  });
});
