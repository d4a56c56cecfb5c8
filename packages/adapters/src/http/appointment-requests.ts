import {
  formatIsoDate,
  type AppointmentSearch,
  type AvailabilityVariant,
  type BookingPayload,
  type BookingVariant,
  type CdkAction,
  type CdkAppointmentRequest,
  type DateInput,
} from '@torque/domain';

/** The appointment calls' paths by variant and the bodies as the contract takes them (arrays copied). */
export const AVAILABILITY_PATHS = {
  nlp: '/api/nlp/availability-without-template',
  mb3: '/api/nlp/mb3-availability',
} as const satisfies Record<AvailabilityVariant, string>;
export const BOOKING_PATHS = {
  nlp: '/api/nlp/booking',
  inbound: '/api/inb-nlp/booking',
  mb3: '/api/nlp/mb3-booking',
} as const satisfies Record<BookingVariant, string>;
export const CDK_PATHS = {
  insert: '/api/data-sync/cdk/appointment/insert',
  read: '/api/data-sync/cdk/appointment/read',
  update: '/api/data-sync/cdk/appointment/update',
  delete: '/api/data-sync/cdk/appointment/delete',
} as const satisfies Record<CdkAction, string>;

export const bookingBody = (booking: BookingPayload) => ({
  ...booking,
  opCode: [...booking.opCode],
  servicePackages: [...booking.servicePackages],
});
export const cdkBody = ({ opCodes, ...request }: CdkAppointmentRequest) => ({
  ...request,
  ...(opCodes ? { opCodes: [...opCodes] } : {}),
});
export const searchBody = ({ storeIds, ...search }: AppointmentSearch) => ({
  ...search,
  ...(storeIds ? { storeIds: [...storeIds] } : {}),
});
export const isoOrAbsent = (date: DateInput | undefined) =>
  date === undefined ? undefined : formatIsoDate(date);
