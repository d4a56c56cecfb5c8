import { describe, expect, it } from 'vitest';
import { lazyPort } from './lazy-port';

type Greeter = { greet(name: string): Promise<string> };

describe('lazyPort', () => {
  it('loads the adapter once, on the first call, and answers every call through it', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `Hi ${name}` };
    });
    expect(loads).toBe(0);
    expect(await port.greet('Ann')).toBe('Hi Ann');
    expect(await port.greet('Bo')).toBe('Hi Bo');
    expect(loads).toBe(1);
  });
});
