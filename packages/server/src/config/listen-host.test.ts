import { describe, expect, it } from 'vitest';
import { browseUrl, listenHostFromEnv } from './listen-host.js';

// Issue 28 point 6: the embedded default publishes its sign-ins, so it is not reachable from the network.
describe('listenHostFromEnv', () => {
  it('keeps the embedded default on this machine', () => {
    expect(listenHostFromEnv({})).toBe('localhost');
    expect(listenHostFromEnv({ DATABASE_URL: '' })).toBe('localhost');
    expect(listenHostFromEnv({ HOST: ' ' })).toBe('localhost');
  });

  it('listens on every interface with PostgreSQL, as behind a load balancer', () => {
    expect(listenHostFromEnv({ DATABASE_URL: 'postgres://db/torque' })).toBe('0.0.0.0');
  });

  it('listens where HOST says, either way', () => {
    expect(listenHostFromEnv({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHostFromEnv({ HOST: '127.0.0.1', DATABASE_URL: 'postgres://db/torque' })).toBe('127.0.0.1');
  });
});

describe('browseUrl', () => {
  it('shows localhost when this machine reaches the server there', () => {
    for (const host of ['localhost', '0.0.0.0', '::', '::1', '127.0.0.1'])
      expect(browseUrl(host, 8080), host).toBe('http://localhost:8080');
  });

  it('shows any other address as it is', () => {
    expect(browseUrl('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(browseUrl('fd00::5', 8080)).toBe('http://[fd00::5]:8080');
    expect(browseUrl('torque.internal', 80)).toBe('http://torque.internal:80');
  });
});
