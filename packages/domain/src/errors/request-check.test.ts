import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { requestRefusal } from './request-check.js';

describe('requestRefusal', () => {
  const schema = z.object({ startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), ids: z.array(z.number()) });

  it('passes a request that keeps the schema', () => {
    expect(requestRefusal(schema, { startDate: '2025-03-14', ids: [1] })).toBeUndefined();
  });

  it('names the first field at fault in a 400-like warning', () => {
    const refusal = requestRefusal(schema, { startDate: '14.03.2025', ids: [1] });
    expect(refusal).toMatchObject({ code: 'INVALID_REQUEST', tone: 'warning', status: 400 });
    expect(refusal?.message.startsWith('startDate: ')).toBe(true);
    expect(
      requestRefusal(schema, { startDate: '2025-03-14', ids: ['x'] })?.message.startsWith('ids.0: '),
    ).toBe(true);
  });
});
