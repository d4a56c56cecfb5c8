import { describe, expect, it } from 'vitest';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('torque-demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('torque-demo', hash)).toBe(true);
    expect(await verifyPassword('Torque-demo', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('checks the placeholder for unknown e-mails at the cost of a real hash, so timing tells nothing', async () => {
    const shape = (hash: string) => {
      const [scheme, n, r, p, salt, key] = hash.split('$');
      const bytes = (text = '') => Buffer.from(text, 'base64url').length;
      return { scheme, n, r, p, salt: bytes(salt), key: bytes(key) };
    };
    expect(shape(UNKNOWN_USER_HASH)).toEqual(shape(await hashPassword('torque-demo')));
  });

  it('never accepts the placeholder for unknown users or a malformed hash', async () => {
    expect(await verifyPassword('torque-demo', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
