/** Environment variables as a plain map; the domain never imports Node, so `process` is read defensively. */
export type EnvironmentVariables = Readonly<Record<string, string | undefined>>;

/** The fast-check run parameters that the environment may set. */
export type PropertyConfig = { readonly seed?: number; readonly numRuns?: number; readonly path?: string };

function environment(): EnvironmentVariables {
  const host = globalThis as { process?: { env?: EnvironmentVariables } };
  return host.process?.env ?? {};
}

function integerVariable(env: EnvironmentVariables, name: string, minimum: number): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, got "${raw}"`);
  }
  return value;
}

/**
 * Parameters for every `fc.assert(property, propertyConfig())`:
 * FC_SEED replays a failing run (fast-check prints the seed and counterexample on failure),
 * FC_NUM_RUNS deepens or shortens a run, FC_PATH (printed beside the seed) jumps straight to the counterexample.
 * Keys are present only when their variable is set, so fast-check's defaults apply otherwise.
 */
export function propertyConfig(env: EnvironmentVariables = environment()): PropertyConfig {
  const seed = integerVariable(env, 'FC_SEED', Number.MIN_SAFE_INTEGER);
  const numRuns = integerVariable(env, 'FC_NUM_RUNS', 1);
  const path = env['FC_PATH']?.trim();
  return {
    ...(seed === undefined ? {} : { seed }),
    ...(numRuns === undefined ? {} : { numRuns }),
    ...(seed === undefined || !path ? {} : { path }),
  };
}
