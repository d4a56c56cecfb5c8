import type { SchedulerRun } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

/** How often an open run history asks again: a scheduler may run every minute. */
export const RUNS_REFRESH_MS = 5_000;
const LATEST = 20;

/** A scheduler's latest runs, read again every few seconds while the history is open. */
export function useSchedulerRuns(schedulerId: number) {
  const { schedulers } = useServices();
  const [runs, setRuns] = useState<readonly SchedulerRun[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void schedulers.runs(schedulerId, LATEST).then((answer) => {
        if (!live) return;
        if (answer.ok) {
          setRuns(answer.value.data);
          setError(null);
        } else setError(answer.error.message);
      });
    read();
    const timer = setInterval(read, RUNS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [schedulers, schedulerId]);
  return { runs, error } as const;
}
