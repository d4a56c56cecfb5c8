import { canSeeDelayColours, type responseDelay, type Role } from '@torque/domain';
import { useEffect, useState } from 'react';

/** The domain's responseDelay (spec 1 §4), as the lead rows call it. */
export type DelayRule = typeof responseDelay;

/**
 * Whether a view's rows need the rule: only SUPER_DATA_ADMIN and SUPER_USER see delay colours, on the
 * views that style delays. For everyone else the rule answers 'none' without reading a time.
 */
export const rowsNeedDelayRule = (viewStylesDelays: boolean, role: Role): boolean =>
  viewStylesDelays && canSeeDelayColours(role);

let loaded: DelayRule | null = null;
let loading: Promise<DelayRule> | null = null;

/**
 * The rule reads message times with luxon (21 KB gzipped): its own chunk, fetched for the roles that
 * see delay colours, alongside their first page of leads, so no one else downloads it.
 */
export function loadDelayRule(): Promise<DelayRule> {
  loading ??= import('./response-delay-rule').then(
    (chunk) => (loaded = chunk.responseDelay),
    (error: unknown) => {
      loading = null; // the next attempt fetches again
      throw error;
    },
  );
  return loading;
}

export type DelayRuleState =
  | { readonly status: 'not needed' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rule: DelayRule }
  | { readonly status: 'failed'; readonly retry: () => void };

/** The rule for rows that need it; once loaded it is at hand for every later list. */
export function useDelayRule(needed: boolean): DelayRuleState {
  // A function in state is set through an updater (useState would call it).
  const [rule, setRule] = useState<DelayRule | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || rule || failed) return;
    let current = true;
    loadDelayRule().then(
      (ready) => current && setRule(() => ready),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, rule, failed]);
  if (!needed) return { status: 'not needed' };
  if (rule) return { status: 'ready', rule };
  return failed ? { status: 'failed', retry: () => setFailed(false) } : { status: 'loading' };
}
