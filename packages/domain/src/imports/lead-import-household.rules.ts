/**
 * Households in a lead file (issue 30 point 6): two people may share a phone, so a row whose mobile
 * number belongs to someone of another name (a customer of the store, or an earlier row of the file)
 * is never merged silently. The admin chooses per row: MERGE adds the row's vehicle to that customer
 * (whose name stays), SEPARATE keeps the row's person as a customer of their own sharing the number.
 * A household row without a choice is refused.
 */
export const HOUSEHOLD_CHOICES = ['MERGE', 'SEPARATE'] as const;
export type HouseholdChoice = (typeof HOUSEHOLD_CHOICES)[number];

/** A checked row as the household rule reads it (cellular cleaned to +1 and ten digits). */
export type HouseholdRowInput = {
  readonly rowNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
};
/** A customer of the store whose cellular one of the rows carries. */
export type PhoneOwner = {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
};

/** A row that shares its number with a person of another name, and who that is. */
export type HouseholdRow = HouseholdRowInput & {
  readonly sharesWith: {
    readonly firstName: string;
    readonly lastName: string;
    /** The store's customer, or null when the other person is an earlier row of the file. */
    readonly customerId: number | null;
    readonly rowNumber: number | null;
  };
};

/**
 * Which customer a row becomes. Rows with the same `customerKey` are one customer: an existing one
 * (`customerId`) or a new one. `merged` rows add their vehicle without renaming the customer;
 * `lookup` rows may still be matched to a customer by e-mail or VIN (their number is new to the store).
 */
export type CustomerPlacement = {
  readonly rowNumber: number;
  readonly customerKey: string;
  readonly customerId: number | null;
  readonly merged: boolean;
  readonly lookup: boolean;
};

export type HouseholdPlan = {
  readonly households: HouseholdRow[];
  readonly placements: CustomerPlacement[];
  /** Household rows with no choice: refused with HOUSEHOLD_UNANSWERED. */
  readonly unanswered: HouseholdRow[];
};

export const HOUSEHOLD_UNANSWERED = (row: HouseholdRow): string =>
  `This mobile number belongs to ${row.sharesWith.firstName} ${row.sharesWith.lastName}; choose in the preview whether to merge or keep a separate customer.`;

/** Names compare without case and extra spaces: "ana  DIAZ" is Ana Diaz. */
const nameOf = (person: { readonly firstName: string; readonly lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Places every row with a customer. Per number: a row named like a customer of the store with that
 * number is that customer; another name is a household of the store's (first) customer with it.
 * When the store has no one with the number, the file's first row with it is the customer and rows
 * of other names are its household.
 */
export function planHouseholds(
  rows: readonly HouseholdRowInput[],
  owners: readonly PhoneOwner[],
  choices: ReadonlyMap<number, HouseholdChoice>,
): HouseholdPlan {
  const ownersByPhone = new Map<string, PhoneOwner[]>();
  for (const owner of [...owners].sort((a, b) => a.id - b.id))
    ownersByPhone.set(owner.cellular, [...(ownersByPhone.get(owner.cellular) ?? []), owner]);
  const firstRowByPhone = new Map<string, HouseholdRowInput>();
  const households: HouseholdRow[] = [];
  const unanswered: HouseholdRow[] = [];
  const placements: CustomerPlacement[] = [];
  const newKey = (row: HouseholdRowInput) => `new:${row.cellular}:${nameOf(row)}`;

  for (const row of [...rows].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const known = ownersByPhone.get(row.cellular) ?? [];
    const same = known.find((owner) => nameOf(owner) === nameOf(row));
    if (same) {
      placements.push(placed(row, `customer:${same.id}`, same.id, false, false));
      continue;
    }
    const first = firstRowByPhone.get(row.cellular) ?? row;
    firstRowByPhone.set(row.cellular, first);
    const anchor = known[0];
    if (!anchor && nameOf(first) === nameOf(row)) {
      placements.push(placed(row, newKey(first), null, false, true));
      continue;
    }
    const household: HouseholdRow = {
      ...row,
      sharesWith: anchor
        ? { firstName: anchor.firstName, lastName: anchor.lastName, customerId: anchor.id, rowNumber: null }
        : {
            firstName: first.firstName,
            lastName: first.lastName,
            customerId: null,
            rowNumber: first.rowNumber,
          },
    };
    households.push(household);
    const choice = choices.get(row.rowNumber);
    if (choice === undefined) unanswered.push(household);
    else if (choice === 'SEPARATE') placements.push(placed(row, newKey(row), null, false, false));
    else if (anchor) placements.push(placed(row, `customer:${anchor.id}`, anchor.id, true, false));
    else placements.push(placed(row, newKey(first), null, true, false));
  }
  return { households, placements, unanswered };
}

const placed = (
  row: HouseholdRowInput,
  customerKey: string,
  customerId: number | null,
  merged: boolean,
  lookup: boolean,
): CustomerPlacement => ({ rowNumber: row.rowNumber, customerKey, customerId, merged, lookup });
