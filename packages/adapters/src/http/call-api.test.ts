import { REQUEST_TIMED_OUT, SERVER_NOT_RESPONDING, INCONSISTENT_DATA } from '@torque/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi, MALFORMED_RESPONSE } from './call-api.js';

const answer = (status: number, body: unknown) => async () => ({
  response: new Response(null, { status }),
  ...(status < 400 ? { data: body } : { error: body }),
});
const schema = z.object({ name: z.string() });

describe('callApi', () => {
  it('parses a good answer with the domain schema', async () => {
    const result = await callApi(answer(200, { name: 'Ava' }), schema);
    expect(result).toEqual({ ok: true, value: { name: 'Ava' } });
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await callApi(answer(200, { name: 42 }), schema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(`${MALFORMED_RESPONSE} (name)`);
  });

  it('signs out on 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await callApi(answer(401, { message: 'no' }), schema, { onUnauthorized });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.ok).toBe(false);
  });

  it.each([
    [502, {}, REQUEST_TIMED_OUT],
    [500, {}, INCONSISTENT_DATA],
    [500, { errors: ['Customer is locked'] }, 'Customer is locked'],
    [400, { message: 'Please Enter Message', errors: [] }, 'Please Enter Message'],
  ])('shows the spec message for %i %j', async (status, body, message) => {
    const result = await callApi(answer(status, body), schema);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });

  it('raises the generic notice when the server never answers', async () => {
    const result = await callApi(() => Promise.reject(new TypeError('fetch failed')), schema);
    expect(result.ok ? undefined : result.error.message).toBe(SERVER_NOT_RESPONDING);
  });
});
