import * as fc from 'fast-check';
import { ROLES, type Role } from '../session/role.js';

/** Any of the twelve roles of spec 1 §6. */
export const arbRole = (): fc.Arbitrary<Role> => fc.constantFrom(...ROLES);

const DIGIT = fc.constantFrom(...'0123456789');

/** Exactly ten digits, leading 0 or 1 included, so the +1 clean-up is exercised at its edge. */
export const arbPhoneDigits = (): fc.Arbitrary<string> =>
  fc.string({ unit: DIGIT, minLength: 10, maxLength: 10 });

/** Ten digits written the ways staff and imports write them: bare, +1, (###) ###-####, dotted, 1-###-###-####. */
export const arbCellular = (): fc.Arbitrary<string> =>
  fc
    .tuple(arbPhoneDigits(), fc.nat(5))
    .map(
      ([d, style]) =>
        [
          d,
          `+1${d}`,
          `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
          `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
          `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
          `1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
        ][style] ?? d,
    );

/** Names as dealerships meet them: common and accented names, and any printable Unicode. */
export const arbPersonName = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('Maria', 'José', 'Zoë', "O'Brien", 'Nguyễn', 'Strauß', 'Νίκος', 'Anne-Marie', 'Li Wei'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  );

/** ISO date-times between 2020 and 2030. */
export const arbIsoDateTime = (): fc.Arbitrary<string> =>
  fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());

/** Delivery statuses of the spec 1 §4 table as carriers spell them, plus null and anything else. */
export const arbMessageStatus = (): fc.Arbitrary<string | null> =>
  fc.oneof(
    fc.constantFrom(
      'failed',
      'undelivered',
      'delivered',
      'RECEIVED',
      'receiving',
      'sent',
      'sending',
      'accepted',
      'queued',
      'RESTRICTED',
    ),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
  );
