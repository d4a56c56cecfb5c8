import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Node 20 reached end of life on 2026-04-30: Torque runs, and is tested, on Node 24 LTS. `npm test`
// runs every suite on it (scripts/node-runtime.mjs fetches it on an older machine).
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node runtime', () => {
  it('runs the suites on Node 24 or newer', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('pins a Node 24 LTS build for machines with an older Node', () => {
    const script = readFileSync(new URL('../../scripts/node-runtime.mjs', import.meta.url), 'utf8');
    const pinned = /export const PINNED_NODE = '([\d.]+)'/.exec(script)?.[1] ?? '';
    expect(majorOf(pinned)).toBe(24);
  });

  it("declares Node 24 as the package's engine", () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe('>=24');
  });
});
