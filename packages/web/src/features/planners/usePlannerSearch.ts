import {
  plannerDateToRequest,
  plannerSearchPayload,
  type PlannerChoice,
  type PlannerRow,
  type PlannerSearchPayload,
} from '@torque/domain';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../services/services-context';
import { runPlannerChoice } from './planner-run-call';

export type PlannerFilters = {
  readonly planner: PlannerChoice;
  readonly boc: number | null;
  readonly store: number | null;
  readonly minimumDays: number | null;
  readonly maximumDays: number | null;
  readonly days: number | null;
  /** As typed: DD/MM/YYYY. */
  readonly soldDate: string;
  readonly plannerDate: string;
};

export const PAGE_SIZES = [100, 500, 1000] as const;

export const INITIAL_FILTERS: PlannerFilters = {
  planner: '10K',
  boc: null,
  store: null,
  minimumDays: null,
  maximumDays: null,
  days: null,
  soldDate: '',
  plannerDate: '',
};

type Answer = {
  readonly rows: readonly PlannerRow[];
  readonly total: number;
  /** The planner and search that produced the rows (transfer names them). */
  readonly planner: PlannerChoice;
  readonly search: PlannerSearchPayload;
};

/** The typed filters as the planner search (dates sent DD.MM.YYYY), or what is wrong with them. */
export function plannerSearchOf(
  filters: PlannerFilters,
  page: number,
  size: number,
): PlannerSearchPayload | string {
  const soldDate = plannerDateToRequest(filters.soldDate);
  const plannerDate = plannerDateToRequest(filters.plannerDate);
  if (soldDate === undefined) return 'Sold date must be a date written DD/MM/YYYY.';
  if (plannerDate === undefined) return 'Planner date must be a date written DD/MM/YYYY.';
  const { boc, store, minimumDays, maximumDays, days } = filters;
  return {
    ...plannerSearchPayload({ boc, store, minimumDays, maximumDays, days, page, size }),
    soldDate: soldDate || null,
    plannerDate: plannerDate || null,
  };
}

/** The planner run the screen shows: filters, one server page at a time, and its error. */
export function usePlannerSearch() {
  const { planners } = useServices();
  const [filters, setFilters] = useState<PlannerFilters>(INITIAL_FILTERS);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);

  const run = useCallback(
    async (at: number = 0, pageSize: number = size) => {
      const search = plannerSearchOf(filters, at, pageSize);
      if (typeof search === 'string') return setError(search);
      const call = runPlannerChoice(planners, filters.planner, search);
      if ('problem' in call) return setError(call.problem);
      const ticket = ++asked.current;
      setLoading(true);
      setError(null);
      const result = await call;
      if (ticket !== asked.current) return;
      setLoading(false);
      setPage(at);
      if (!result.ok) return setError(result.error.message);
      setAnswer({ rows: result.value.data, total: result.value.total, planner: filters.planner, search });
    },
    [filters, planners, size],
  );

  const changeSize = useCallback(
    (next: number) => {
      setSize(next);
      void run(0, next);
    },
    [run],
  );

  return { filters, setFilters, size, changeSize, page, answer, loading, error, run } as const;
}
