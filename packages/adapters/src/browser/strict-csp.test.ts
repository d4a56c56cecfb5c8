import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseSchemasWithoutEval } from './strict-csp.js';

describe('parseSchemasWithoutEval', () => {
  it("turns on zod's jitless setting, which z.config reads", () => {
    parseSchemasWithoutEval();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
