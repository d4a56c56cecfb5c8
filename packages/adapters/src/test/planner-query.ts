import type { PlannerSearchPayload } from '@torque/domain';
import type { ContractCall } from './contract-fetch.js';
import { num, windowOf } from './ops-harness.js';

/** The planner search a GET planner's query carries (absent fields were null). */
export function searchFromQuery({ query: q }: ContractCall): PlannerSearchPayload {
  const orNull = (value: string | undefined) => num(value) ?? null;
  return {
    cust_no: q.cust_no ?? null,
    minimumDays: orNull(q.minimumDays),
    maximumDays: orNull(q.maximumDays),
    days: orNull(q.days),
    boc: orNull(q.boc),
    store: orNull(q.store),
    transfer: q.transfer === 'true',
    hardRun: q.hardRun === 'true',
    reset: q.reset === 'true',
    ...windowOf({ query: q } as ContractCall),
    soldDate: q.soldDate ?? null,
    plannerDate: q.plannerDate ?? null,
  };
}
