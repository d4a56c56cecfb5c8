import { describe, expect, it } from 'vitest';
import { serviceMileageOptions } from './service-mileage.js';

describe('service mileage options (spec 2 §9)', () => {
  const options = serviceMileageOptions();

  it('runs from 0K to 130K in 5K steps', () => {
    expect(options).toHaveLength(27);
    expect(options[0]).toEqual({ label: '0K', value: 0 });
    expect(options.at(-1)).toEqual({ label: '130K', value: 129_000 });
  });

  it('sends 1000 below the label', () => {
    expect(options.slice(1, 4)).toEqual([
      { label: '5K', value: 4000 },
      { label: '10K', value: 9000 },
      { label: '15K', value: 14_000 },
    ]);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(options)).toBe(true);
    expect(serviceMileageOptions()).toBe(options);
  });
});
