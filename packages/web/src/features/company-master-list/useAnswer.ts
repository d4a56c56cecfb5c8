import type { AppError, Result } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { showFailure } from '../../ui/notices';

/**
 * What a list call answered, loaded on mount and again on reload() (lists reload after each change).
 * A failed load shows its message and leaves the list empty (spec 2 §7: failed lists are empty).
 */
export function useAnswer<T>(load: () => Promise<Result<T, AppError>>, fallback: T, key: string) {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (!live) return;
      if (answer.ok) setValue(answer.value);
      else {
        setValue(fallback);
        showFailure(answer.error);
      }
    });
    return () => {
      live = false;
    };
    // The key names what is loaded; load and fallback are new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { value, reload };
}
