import { describe, expect, it } from 'vitest';
import { containsPattern, SqlParams } from './sql-params.js';

describe('SQL helpers', () => {
  it('numbers parameters in the order they are added', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(2), params.add(null)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['a', 2, null]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('smith')).toBe('%smith%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
