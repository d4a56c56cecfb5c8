import type { ServiceType } from './service-type.js';

/**
 * The lead lists the open-RO and swimlane calls answer (spec 2 §7 lead manager variants). Torque
 * keeps no repair-order rows of its own: a lead's campaign says which repair-order or appointment
 * state it is about, so each list is the set of service types it covers.
 */
export type SwimlaneLeadList = 'openRo' | 'swimlane' | 'preCsi' | 'appointmentReminder';

export const SWIMLANE_LIST_SERVICE_TYPES: Readonly<Record<SwimlaneLeadList, readonly ServiceType[]>> = {
  openRo: ['SVC_OPEN_RO'],
  // The service-order board's leads: open and closed ROs, booked appointments, the pre-CSI check.
  swimlane: ['SVC_OPEN_RO', 'SVC_CLOSED_RO', 'APPOINTMENT_SCHEDULED', 'PRE_CSI_LIST'],
  preCsi: ['PRE_CSI_LIST'],
  appointmentReminder: ['APPOINTMENT_SCHEDULED'],
};

const isAll = (value: string | undefined): boolean => !value || value.trim().toLowerCase() === 'all';

/**
 * The service types a list search may return: the list's own, narrowed by what the caller asked
 * for (serviceType and serviceTypes, 'all' meaning no narrowing). An empty answer means the request
 * asked only for types outside the list, so the page is empty.
 */
export function swimlaneServiceTypes(
  list: SwimlaneLeadList,
  requested: {
    readonly serviceType?: string | undefined;
    readonly serviceTypes?: readonly string[] | undefined;
  },
): readonly string[] {
  let types: readonly string[] = SWIMLANE_LIST_SERVICE_TYPES[list];
  if (!isAll(requested.serviceType)) types = types.filter((type) => type === requested.serviceType);
  const asked = (requested.serviceTypes ?? []).filter((type) => !isAll(type));
  if (asked.length > 0) types = types.filter((type) => asked.includes(type));
  return types;
}
