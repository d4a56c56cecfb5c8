import { describe, expect, it } from 'vitest';
import { interpretHttpFailure, sendFailureMessage } from './http-failure.rules.js';

const noticeOf = (status: number | undefined, body?: unknown) => {
  const outcome = interpretHttpFailure({ ...(status === undefined ? {} : { status }), body });
  if (outcome.kind !== 'notice') throw new Error(`expected a notice, got ${outcome.kind}`);
  return outcome.error;
};

describe('interpretHttpFailure (spec 1 §8 central handler)', () => {
  it('signs the user out on 401, whatever the body says', () => {
    expect(interpretHttpFailure({ status: 401 })).toEqual({ kind: 'unauthorized' });
    expect(interpretHttpFailure({ status: 401, body: { errors: ['Token expired'], message: 'x' } })).toEqual({
      kind: 'unauthorized',
    });
  });

  it('shows a danger notice "Request Timed out!" on 502, even with errors in the body', () => {
    expect(noticeOf(502, { errors: ['upstream'] })).toMatchObject({
      message: 'Request Timed out!',
      tone: 'danger',
    });
  });

  it('shows the first entry of a non-empty errors array', () => {
    expect(noticeOf(400, { errors: ['Customer not found', 'second'], message: 'Bad Request' }).message).toBe(
      'Customer not found',
    );
    expect(noticeOf(500, { errors: ['Duplicate VIN'] }).message).toBe('Duplicate VIN');
  });

  it('says "Inconsistent data in request. Please check data" on 500 without errors', () => {
    expect(noticeOf(500, { message: 'NullPointerException', errors: [] })).toMatchObject({
      message: 'Inconsistent data in request. Please check data',
      status: 500,
    });
  });

  it('otherwise uses the response message, else "Server Error!"', () => {
    expect(noticeOf(400, { message: 'storeId is required', errors: [] }).message).toBe('storeId is required');
    expect(noticeOf(404, {}).message).toBe('Server Error!');
    expect(noticeOf(403, 'Forbidden').message).toBe('Server Error!');
  });

  it('raises "Server is not responding" when there is no response status', () => {
    expect(noticeOf(undefined)).toMatchObject({ message: 'Server is not responding', tone: 'danger' });
    expect(noticeOf(undefined).status).toBeUndefined();
  });
});

describe('sendFailureMessage (spec 1 §8 send failure)', () => {
  it('prefers the first errors entry, then the message, then "Server Error!"', () => {
    expect(sendFailureMessage({ errors: ['Invalid Number'], message: 'Bad Request' })).toBe('Invalid Number');
    expect(sendFailureMessage({ errors: [], message: 'Carrier unavailable' })).toBe('Carrier unavailable');
    expect(sendFailureMessage({ errors: [''], message: '' })).toBe('Server Error!');
    expect(sendFailureMessage(undefined)).toBe('Server Error!');
    expect(sendFailureMessage(null)).toBe('Server Error!');
  });
});
