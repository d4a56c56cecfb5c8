import type { PlannerNightlyRun, PlannerSchedule, PlannerScheduleUpdate } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../../services/services-context';

export type PlannerScheduleState = {
  readonly schedule: PlannerSchedule | null;
  readonly runs: readonly PlannerNightlyRun[];
  readonly error: string | null;
  readonly saved: boolean;
};

/** A store's nightly schedule and run history, read together; saving answers the stored schedule. */
export function usePlannerSchedule(storeId: number) {
  const { plannerSchedules } = useServices();
  const [state, setState] = useState<PlannerScheduleState>({
    schedule: null,
    runs: [],
    error: null,
    saved: false,
  });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let live = true;
    void Promise.all([plannerSchedules.schedule(storeId), plannerSchedules.runs(storeId)]).then(
      ([schedule, runs]) => {
        if (!live) return;
        const failed = [schedule, runs].find((answer) => !answer.ok);
        setState({
          schedule: schedule.ok ? schedule.value : null,
          runs: runs.ok ? runs.value.data : [],
          error: failed && !failed.ok ? failed.error.message : null,
          saved: false,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [plannerSchedules, storeId, revision]);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);
  const save = useCallback(
    async (update: PlannerScheduleUpdate) => {
      const answer = await plannerSchedules.save(update);
      setState((current) =>
        answer.ok
          ? { ...current, schedule: answer.value, error: null, saved: true }
          : { ...current, error: answer.error.message, saved: false },
      );
    },
    [plannerSchedules],
  );
  return { state, refresh, save } as const;
}
