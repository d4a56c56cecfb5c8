import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import {
  planHouseholds,
  type HouseholdChoice,
  type HouseholdRowInput,
  type PhoneOwner,
} from './lead-import-household.rules.js';

const phone = fc.constantFrom('+15125550101', '+15125550102', '+15125550103');
const name = fc.constantFrom('Ana', 'Ben', 'Cleo');
const rowsArb = fc
  .array(fc.record({ firstName: name, lastName: fc.constant('Diaz'), cellular: phone }), { maxLength: 12 })
  .map((rows) => rows.map((row, i): HouseholdRowInput => ({ ...row, rowNumber: i + 2 })));
const ownersArb = fc
  .uniqueArray(fc.record({ firstName: name, lastName: fc.constant('Diaz'), cellular: phone }), {
    maxLength: 4,
    selector: (o) => `${o.firstName}${o.cellular}`,
  })
  .map((owners) => owners.map((owner, i): PhoneOwner => ({ ...owner, id: 100 + i })));
const choiceArb = fc.option(fc.constantFrom<HouseholdChoice>('MERGE', 'SEPARATE'), { nil: undefined });

/** The names of the customer each row ends up with (owners' names, or the first new row's). */
function customerNames(
  rows: readonly HouseholdRowInput[],
  owners: readonly PhoneOwner[],
  plan: ReturnType<typeof planHouseholds>,
) {
  const byKey = new Map<string, string>();
  for (const owner of owners) byKey.set(`customer:${owner.id}`, owner.firstName);
  for (const p of plan.placements) {
    const row = rows.find((r) => r.rowNumber === p.rowNumber)!;
    if (!p.merged && !byKey.has(p.customerKey)) byKey.set(p.customerKey, row.firstName);
  }
  return byKey;
}

describe('households: a shared phone never merges people of different names silently (issue 30 point 6)', () => {
  it('every row is placed or refused; a row of another name is placed with that name only by the admin’s MERGE', () => {
    fc.assert(
      fc.property(
        rowsArb,
        ownersArb,
        fc.array(choiceArb, { minLength: 12, maxLength: 12 }),
        (rows, owners, picks) => {
          const choices = new Map<number, HouseholdChoice>();
          rows.forEach((row, i) => picks[i] && choices.set(row.rowNumber, picks[i]));
          const plan = planHouseholds(rows, owners, choices);
          const placed = plan.placements.map((p) => p.rowNumber);
          const refused = plan.unanswered.map((h) => h.rowNumber);
          expect([...placed, ...refused].sort((a, b) => a - b)).toEqual(rows.map((r) => r.rowNumber));
          const names = customerNames(rows, owners, plan);
          for (const p of plan.placements) {
            const row = rows.find((r) => r.rowNumber === p.rowNumber)!;
            if (names.get(p.customerKey) !== row.firstName) {
              expect(p.merged).toBe(true);
              expect(choices.get(row.rowNumber)).toBe('MERGE');
            }
          }
          for (const h of plan.unanswered) expect(choices.has(h.rowNumber)).toBe(false);
        },
      ),
      propertyConfig(),
    );
  });

  it('a file whose rows each have their own number has no households', () => {
    fc.assert(
      fc.property(fc.uniqueArray(phone, { maxLength: 3 }), (phones) => {
        const rows = phones.map((cellular, i) => ({
          rowNumber: i + 2,
          firstName: 'Ana',
          lastName: 'Diaz',
          cellular,
        }));
        expect(planHouseholds(rows, [], new Map()).households).toEqual([]);
      }),
      propertyConfig(),
    );
  });
});

describe('household examples', () => {
  const ana: PhoneOwner = { id: 7, firstName: 'Ana', lastName: 'Diaz', cellular: '+15125550101' };
  const ben = { rowNumber: 2, firstName: 'Ben', lastName: 'Diaz', cellular: '+15125550101' };

  it('lists a row sharing a customer’s number and refuses it until the admin chooses', () => {
    const plan = planHouseholds([ben], [ana], new Map());
    expect(plan.households).toEqual([
      { ...ben, sharesWith: { firstName: 'Ana', lastName: 'Diaz', customerId: 7, rowNumber: null } },
    ]);
    expect(plan.unanswered.map((h) => h.rowNumber)).toEqual([2]);
    expect(plan.placements).toEqual([]);
  });

  it('MERGE adds to the customer without renaming; SEPARATE makes a customer of their own', () => {
    expect(planHouseholds([ben], [ana], new Map([[2, 'MERGE']])).placements).toEqual([
      { rowNumber: 2, customerKey: 'customer:7', customerId: 7, merged: true, lookup: false },
    ]);
    expect(planHouseholds([ben], [ana], new Map([[2, 'SEPARATE']])).placements).toEqual([
      {
        rowNumber: 2,
        customerKey: 'new:+15125550101:ben diaz',
        customerId: null,
        merged: false,
        lookup: false,
      },
    ]);
  });

  it('the same name (any case) is the same customer; two names in one file are a household of the first', () => {
    const again = { ...ben, firstName: 'ANA ' };
    expect(planHouseholds([again], [ana], new Map()).placements[0]?.customerKey).toBe('customer:7');
    const file = [
      { ...ben, rowNumber: 2, firstName: 'Ana' },
      { ...ben, rowNumber: 3 },
    ];
    const plan = planHouseholds(file, [], new Map());
    expect(plan.households[0]?.sharesWith).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      customerId: null,
      rowNumber: 2,
    });
    expect(plan.placements).toEqual([
      {
        rowNumber: 2,
        customerKey: 'new:+15125550101:ana diaz',
        customerId: null,
        merged: false,
        lookup: true,
      },
    ]);
  });
});
