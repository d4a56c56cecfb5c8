/**
 * A port whose adapter loads on its first call: every method answers through the loaded adapter.
 * Screens opened from the navigation (the planners) keep their adapters out of the lead manager's
 * first screen (its 300 KB budget, scripts/bundle-budget.mjs).
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const port = () => (loaded ??= load());
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const adapter = (await port()) as Record<string, (...values: unknown[]) => unknown>;
        return adapter[name]!(...args);
      };
    },
  });
}
