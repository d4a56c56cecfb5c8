import { describe, expect, it } from 'vitest';
import { emailAutoResponseQuery } from './public-page-params.js';
import { normalizePathname, parseQuery, queryFlag } from './query-string.js';
import { tenantModeFrom } from '../catalog/tenant-mode.js';

describe('query strings', () => {
  it('reads values as URLSearchParams does', () => {
    const params = parseQuery('?a=1&b=x+y&c=%40&a=2&flag&bad=%E0%A4%A');
    expect([...params]).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', '@'],
      ['flag', ''],
      ['bad', '%E0%A4%A'],
    ]);
    expect(queryFlag(parseQuery('servicepage=TRUE'), 'servicepage')).toBe(true);
    expect(queryFlag(parseQuery('servicepage=1'), 'servicepage')).toBe(false);
  });

  it('compares paths without a trailing slash', () => {
    expect(normalizePathname('/leadmanager/')).toBe('/leadmanager');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('///')).toBe('/');
  });
});

describe('email auto-response call (spec 1 §2, spec 2 §7)', () => {
  it('sends fromAddress and toAddress as from and to, with emailId when given', () => {
    expect(
      emailAutoResponseQuery({ token: 't', fromAddress: 'a@x', toAddress: 'b@y', key: 'k', emailId: '5' }),
    ).toEqual({
      token: 't',
      key: 'k',
      emailId: '5',
      from: 'a@x',
      to: 'b@y',
    });
  });
});

describe('tenant mode', () => {
  it('reads a configured mode, standard otherwise', () => {
    expect(tenantModeFrom(' Enterprise ')).toBe('enterprise');
    expect(tenantModeFrom('demo')).toBe('demo');
    expect(tenantModeFrom('maintenance')).toBe('standard');
    expect(tenantModeFrom(null)).toBe('standard');
  });
});
