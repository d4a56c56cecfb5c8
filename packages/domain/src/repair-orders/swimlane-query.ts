import type { SwimlaneStatusCode } from './swimlane-lane.js';

/** Spec 2 §3 swimlane query (status, store, advisor, date); dates are YYYY-MM-DD, advisor defaults to ALL. */
export type SwimlaneQuery = {
  readonly status?: readonly SwimlaneStatusCode[];
  readonly store?: string;
  readonly advisor?: string;
  readonly date?: string;
  readonly startDate?: string;
  readonly endDate?: string;
};
