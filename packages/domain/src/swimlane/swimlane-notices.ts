import type { AppError } from '../errors/app-error.js';

/** Spec 2 §8: the swimlane's danger notices, word for word (capitals and full stops included). */
export const SWIMLANE_NOTICES = {
  serviceOrders: 'Unable to get service orders.',
  stores: 'Unable to get swimlane stores.',
  advisors: 'Unable to get swimlane Advisors by Stores.',
  closedRos: 'Unable to get Closed RO.',
  appointments: 'Unable to get swimlane Appointments By Store.',
} as const;
export type SwimlaneFetch = keyof typeof SWIMLANE_NOTICES;

const CODES: Readonly<Record<SwimlaneFetch, string>> = {
  serviceOrders: 'SWIMLANE_SERVICE_ORDERS_FAILED',
  stores: 'SWIMLANE_STORES_FAILED',
  advisors: 'SWIMLANE_ADVISORS_FAILED',
  closedRos: 'SWIMLANE_CLOSED_RO_FAILED',
  appointments: 'SWIMLANE_APPOINTMENTS_FAILED',
};

/** The danger notice for a failed swimlane fetch. */
export function swimlaneFetchError(fetch: SwimlaneFetch): AppError {
  return { code: CODES[fetch], message: SWIMLANE_NOTICES[fetch], tone: 'danger' };
}
