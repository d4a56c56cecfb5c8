import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * @floating-ui/react's useMergeRefs (MIT, v0.27), line for line. Mantine's ScrollArea, on every staff
 * first screen (the navigation, the lead manager's tabs), imports only this from @floating-ui/react;
 * vite.config.ts points that one import here, so the rest of floating-ui (15 KB gzipped, for
 * popovers, menus and tooltips) stays in the chunks of the screens that float things.
 */
export function useMergeRefs<Instance>(
  refs: ReadonlyArray<Ref<Instance> | undefined>,
): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCallback = ref;
          const refCleanup = refCallback(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => void refCallback(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((refCleanup) => refCleanup?.());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs are the deps, as upstream
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the refs are the deps, as upstream
    refs,
  );
}
