import { describe, expect, it } from 'vitest';
import {
  parseSelectedMileage,
  vehicleRecordUpdate,
  VehicleRecordUpdateSchema,
} from './mileage-selection.rules.js';

const WARNING = 'Selected text is not a Valid value, select a Numeric data.';

describe('parseSelectedMileage (spec 1 §5, spec 2 §5)', () => {
  it.each([
    ['45120', 45120],
    ['45,120', 45120],
    ['  45,120 ', 45120],
    ['1,204,000', 1204000],
    ['0', 0],
    ['007', 7],
  ])('reads %j as %d', (text, miles) => {
    expect(parseSelectedMileage(text)).toEqual({ ok: true, value: miles });
  });

  it.each(['', '   ', 'about 45k', '45,120 mi', '45.5', '-100', '4,5120', '45,12', ',120', '1e5', '٤٥١٢٠'])(
    'refuses %j with the spec warning',
    (text) => {
      const result = parseSelectedMileage(text);
      expect(!result.ok && result.error).toMatchObject({ message: WARNING, tone: 'warning' });
    },
  );
});

describe('vehicleRecordUpdate (spec 2 §3 payload)', () => {
  it('builds the payload from the selected mileage', () => {
    const result = vehicleRecordUpdate({
      selectedText: '45,120',
      futureServiceInteractionId: 101,
      minder: 'A1',
      lastServiceDate: '2025-03-14',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        last_mileage: 45120,
        minder: 'A1',
        last_service_date: '14.03.2025',
        future_service_interaction_id: 101,
      },
    });
    expect(result.ok && VehicleRecordUpdateSchema.safeParse(result.value).success).toBe(true);
  });

  it('sends null for an unknown minder or date', () => {
    const result = vehicleRecordUpdate({ selectedText: '9000', futureServiceInteractionId: 7, minder: ' ' });
    expect(result.ok && result.value).toEqual({
      last_mileage: 9000,
      minder: null,
      last_service_date: null,
      future_service_interaction_id: 7,
    });
  });

  it('refuses a non-numeric selection before building anything', () => {
    const result = vehicleRecordUpdate({ selectedText: 'soon', futureServiceInteractionId: 7 });
    expect(!result.ok && result.error.message).toBe(WARNING);
  });
});
