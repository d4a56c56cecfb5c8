import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRON_NEEDS_FIVE_FIELDS, cronShapeProblem, describeCron } from './scheduler-cron.rules.js';

const field = fc.constantFrom('*', '0', '5', '*/10', '1-5', '12', '23', '59');

describe('scheduler cron rules', () => {
  it('any cron of other than five fields is refused, so no scheduler runs more than once a minute', () => {
    fc.assert(
      fc.property(fc.array(field, { maxLength: 8 }), (fields) => {
        fc.pre(fields.length !== 5);
        expect(cronShapeProblem(fields.join(' '))).toBe(CRON_NEEDS_FIVE_FIELDS);
      }),
    );
  });

  it('every daily time reads back as the same hour and minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const at = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(describeCron(`${minute} ${hour} * * *`)).toBe(`Every day at ${at}`);
      }),
    );
  });
});
