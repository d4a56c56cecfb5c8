import * as fc from 'fast-check';

/**
 * Tools to show that a function over user text runs in linear time. Timings on a shared CI machine
 * are noisy, so each is the fastest of several runs and the bounds are far from what linear work
 * needs: a quadratic scan misses them by orders of magnitude, a linear one never comes near.
 */

/** The length of the adversarial bodies: more than any contract field allows. */
export const ADVERSARIAL_LENGTH = 100_000;

/** Pieces of text that make an ambiguous dollar-brace pattern backtrack, and plain text between them. */
const PIECES = ['${', '$', '{', '}', ' ', '\t', '\n', 'a', '.', 'lead.contact.firstName'] as const;
const BLANKS = [' ', '\t', '\n', '\u00a0'] as const;

/**
 * A body of `length` characters built to make a placeholder scan slow: an optional opening, then one
 * short unit of the pieces above repeated (`${` and many spaces, `${${${`, `${ a ${ a`, …).
 */
export const arbAdversarialBody = (): fc.Arbitrary<(length: number) => string> =>
  fc
    .tuple(
      fc.constantFrom('', '${', '${ ', '${ lead.'),
      // Runs of blanks after `${` are the worst case, so half the units are blanks only.
      fc.oneof(
        fc.array(fc.constantFrom(...BLANKS), { minLength: 1, maxLength: 3 }),
        fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }),
      ),
    )
    .map(([opening, unit]) => {
      const repeated = unit.join('');
      const build = (length: number): string =>
        (opening + repeated.repeat(Math.ceil(length / repeated.length))).slice(0, length);
      return Object.assign(build, {
        toString: () => `${JSON.stringify(opening)} + ${JSON.stringify(repeated)}…`,
      });
    });

// The domain's libraries name no DOM or Node globals; both hosts have `performance`.
const clock = (globalThis as { performance?: { now(): number } }).performance ?? Date;
const now = (): number => clock.now();

/** The fastest of `runs` timings of `work`, in ms; stops early once a run alone exceeds `limit`. */
export function fastestMillis(work: () => unknown, runs = 5, limit = Number.POSITIVE_INFINITY): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const started = now();
    work();
    fastest = Math.min(fastest, now() - started);
    if (fastest > limit) break;
  }
  return fastest;
}

export type Growth = { readonly atN: number; readonly atTenN: number; readonly ratio: number };

/**
 * Times `work` on bodies of n and 10n characters. Linear work gives a ratio near 10, quadratic near
 * 100: a test bounds it between them. With n = 100,000 both
 * timings are milliseconds for linear work, so timer granularity and a stray pause of a loaded
 * machine weigh less (at 10,000 characters a linear scan once measured 31). When the
 * body of n characters alone exceeds `limit`, the larger one is not tried: a quadratic scan of a
 * million characters would take minutes.
 */
export function growth(
  work: (body: string) => unknown,
  body: (length: number) => string,
  n: number,
  limit: number,
): Growth {
  const smallBody = body(n);
  work(smallBody); // let the JIT compile before anything is timed
  const largeBody = body(10 * n);
  let atN = Number.POSITIVE_INFINITY;
  let atTenN = Number.POSITIVE_INFINITY;
  // A loaded machine stretches timings, never shortens them: each size keeps its fastest run across
  // rounds that alternate the sizes, so both come down to their true cost under the same load. A ratio
  // that still looks noisy is measured for another round.
  for (let round = 0; round < ROUNDS; round += 1) {
    atN = Math.min(
      atN,
      fastestMillis(() => work(smallBody), 4, limit),
    );
    if (atN > limit) return { atN, atTenN: Number.POSITIVE_INFINITY, ratio: Number.POSITIVE_INFINITY };
    atTenN = Math.min(
      atTenN,
      fastestMillis(() => work(largeBody), 3),
    );
    if (atTenN / Math.max(atN, 0.05) <= CLEARLY_LINEAR) break;
  }
  return { atN, atTenN, ratio: atTenN / Math.max(atN, 0.05) };
}

/** Rounds of both sizes at most before the ratio is taken as the answer. */
const ROUNDS = 4;
/** A ratio this low needs no further round: linear work measures about 10, quadratic about 100. */
const CLEARLY_LINEAR = 20;
