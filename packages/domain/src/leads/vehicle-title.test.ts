import { describe, expect, it } from 'vitest';
import { vehicleModelForText, vehicleTitle } from './vehicle-title.js';

describe('how a vehicle reads', () => {
  it('names year, make and model when given', () => {
    expect(vehicleTitle({ year: 2022, make: 'Honda', model: 'Civic' })).toBe('2022 Honda Civic');
    expect(vehicleModelForText({ make: 'Honda', model: 'Civic' })).toBe('Civic');
  });

  it('says the model is not given rather than inventing one, and texts name the make', () => {
    expect(vehicleTitle({ year: null, make: 'Ford', model: null })).toBe('Ford, model not given');
    expect(vehicleTitle({ year: 2026, make: 'Ford', model: '  ' })).toBe('Ford, model not given');
    expect(vehicleModelForText({ make: 'Ford', model: null })).toBe('Ford');
  });

  it('leaves out a year that is not given', () => {
    expect(vehicleTitle({ year: null, make: 'Toyota', model: 'Camry' })).toBe('Toyota Camry');
  });
});
