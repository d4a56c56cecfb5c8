import type { AppError, Result } from '@torque/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';

export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: AppError }
  | { readonly kind: 'ready'; readonly value: T };

const LOADING = { kind: 'loading' } as const;

/**
 * Loads with `load` whenever it changes (it is a useCallback) and on reload(). `answered` counts the
 * answers shown, so a form fed by one can start afresh (as its React key) when another arrives.
 */
export function useLoaded<T>(load: () => Promise<Result<T, AppError>>): {
  readonly loaded: Loaded<T>;
  readonly answered: number;
  readonly reload: () => void;
} {
  const [version, setVersion] = useState(0);
  const request = useMemo(() => ({ load, version }), [load, version]);
  const [answer, setAnswer] = useState<{ request: unknown; loaded: Loaded<T>; count: number } | null>(null);
  useEffect(() => {
    let live = true;
    void request.load().then((result) => {
      if (!live) return;
      const loaded: Loaded<T> = result.ok
        ? { kind: 'ready', value: result.value }
        : { kind: 'failed', error: result.error };
      setAnswer((previous) => ({ request, loaded, count: (previous?.count ?? 0) + 1 }));
    });
    return () => {
      live = false;
    };
  }, [request]);
  return {
    loaded: answer?.request === request ? answer.loaded : LOADING,
    answered: answer?.count ?? 0,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
