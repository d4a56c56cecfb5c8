import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from './fc-config.js';

describe('propertyConfig (FC_SEED, FC_NUM_RUNS, FC_PATH)', () => {
  it('sets nothing when the variables are absent or blank, so fast-check defaults apply', () => {
    expect(propertyConfig({})).toEqual({});
    expect(propertyConfig({ FC_SEED: '', FC_NUM_RUNS: '  ' })).toEqual({});
  });

  it('replays a seed and sets the number of runs', () => {
    expect(propertyConfig({ FC_SEED: '-944445678' })).toEqual({ seed: -944445678 });
    expect(propertyConfig({ FC_NUM_RUNS: '5000' })).toEqual({ numRuns: 5000 });
    expect(propertyConfig({ FC_SEED: '42', FC_NUM_RUNS: '10', FC_PATH: '313:0:1' })).toEqual({
      seed: 42,
      numRuns: 10,
      path: '313:0:1',
    });
  });

  it('ignores FC_PATH without FC_SEED, since a path only means something within its seed', () => {
    expect(propertyConfig({ FC_PATH: '313' })).toEqual({});
  });

  it('refuses values that are not whole numbers instead of running something else', () => {
    expect(() => propertyConfig({ FC_SEED: 'abc' })).toThrow('FC_SEED must be an integer');
    expect(() => propertyConfig({ FC_NUM_RUNS: '0' })).toThrow(
      'FC_NUM_RUNS must be an integer of at least 1',
    );
    expect(() => propertyConfig({ FC_NUM_RUNS: '2.5' })).toThrow('FC_NUM_RUNS');
  });

  it('reads the process environment when there is one', () => {
    const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
    const expected = env?.['FC_NUM_RUNS']?.trim() ? Number(env['FC_NUM_RUNS']) : undefined;
    expect(propertyConfig().numRuns).toBe(expected);
  });

  it('replays the counterexample of a failed run from the printed seed and path', () => {
    const property = fc.property(
      fc.array(fc.nat(1000)),
      (values) => values.reduce((a, b) => a + b, 0) < 2000,
    );
    const failed = fc.check(property, { numRuns: 1000 });
    expect(failed.failed).toBe(true);
    const replay = propertyConfig({ FC_SEED: String(failed.seed), FC_PATH: failed.counterexamplePath ?? '' });
    const replayed = fc.check(property, replay);
    expect(replayed.numRuns).toBe(1);
    expect(replayed.counterexample).toEqual(failed.counterexample);
  });
});
