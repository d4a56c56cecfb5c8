import { PHONE_NUMBER_SEARCH_SIZE } from '../catalog/constants.js';

/**
 * A North American area code a number can be bought in: three digits, not starting with 0 or 1
 * (those mark trunk and operator prefixes), and not an N11 service code (211, 411, 911...).
 */
export function isAreaCode(value: string): boolean {
  return /^[2-9][0-9]{2}$/.test(value) && value.slice(1) !== '11';
}

/** +1 and ten digits, the only shape a store number is stored in (migration 001's check). */
export function isStoreNumber(value: string): boolean {
  return /^\+1[2-9][0-9]{2}[2-9][0-9]{6}$/.test(value);
}

/**
 * The simulated provider's stock in an area code: 555-0100 to 555-0199, the range reserved for
 * fiction, so a number "bought" in the embedded setup can never be someone's real phone.
 */
export function simulatedStock(areaCode: string): readonly string[] {
  return Array.from({ length: 100 }, (_, i) => `+1${areaCode}5550${100 + i}`);
}

/**
 * Proposes up to `count` (10 by default, spec 2 §7) numbers of the area code's stock that are not
 * taken, starting at `offset` in the stock and wrapping round, so successive searches offer others.
 */
export function proposeNumbers(
  stock: readonly string[],
  taken: ReadonlySet<string>,
  offset: number,
  count: number = PHONE_NUMBER_SEARCH_SIZE,
): readonly string[] {
  if (stock.length === 0) return [];
  const start = ((Math.trunc(offset) % stock.length) + stock.length) % stock.length;
  const rotated = [...stock.slice(start), ...stock.slice(0, start)];
  return rotated.filter((number) => !taken.has(number)).slice(0, Math.max(0, count));
}
