/** Where zod 4 keeps its settings (z.config writes there), shared by every copy of zod on the page. */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * The server's Content Security Policy allows no eval, so zod cannot compile its parsers in the
 * browser. It probes with `new Function` when a schema is defined, and Chromium reports that probe
 * as a policy violation although zod catches it. Parsing without compiled code (zod's `jitless`)
 * skips the probe and gives the same results. This sets it without loading zod (the lead form's
 * bundle has none), so it must run before the first schema is defined: first thing at start-up.
 */
export function parseSchemasWithoutEval(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
