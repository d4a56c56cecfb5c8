import { describe, expect, it } from 'vitest';
import { notice } from './notification.js';

describe('notice (spec 1 §8 notification helper)', () => {
  it('defaults to title "Message", "Server is not responding", tone success and 4500 ms', () => {
    expect(notice()).toEqual({
      title: 'Message',
      message: 'Server is not responding',
      tone: 'success',
      durationMs: 4500,
    });
  });

  it('keeps what it is given and still lasts 4500 ms', () => {
    expect(
      notice({
        title: 'Limitation',
        message: 'No more than 3 chat boxes allowed at a time',
        tone: 'warning',
      }),
    ).toEqual({
      title: 'Limitation',
      message: 'No more than 3 chat boxes allowed at a time',
      tone: 'warning',
      durationMs: 4500,
    });
    expect(notice({ message: 'Successfully Sent' })).toMatchObject({ title: 'Message', tone: 'success' });
  });
});
