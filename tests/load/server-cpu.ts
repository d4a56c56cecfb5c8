import type { ChildServer } from './child-process.js';

/**
 * Waits (at most `maxMs`) until the server uses under 10 % of a core over half a second, so one
 * phase's leftovers do not count against the next. Returns the seconds waited.
 */
export async function untilQuiet(server: ChildServer, maxMs = 30_000): Promise<number> {
  const started = performance.now();
  let before = server.cpuSeconds();
  while (performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = server.cpuSeconds();
    if (now - before < 0.05) break;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

/** A throughput run with the server's CPU milliseconds per successful request. */
export async function measured<T extends { readonly perSecond: number }>(
  server: ChildServer,
  run: () => Promise<T>,
  ms: number,
): Promise<T & { readonly cpuMs: number }> {
  const before = server.cpuSeconds();
  const result = await run();
  const requests = (result.perSecond * ms) / 1000;
  return { ...result, cpuMs: ((server.cpuSeconds() - before) * 1000) / requests };
}
