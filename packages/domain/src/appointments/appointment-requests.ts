import type { AppointmentTitle } from '../forms/appointment-form.rules.js';

/** The appointment form's payload (openapi AppointmentCreate): apptDate YYYY-MM-DD, apptTime HH:mm. */
export type AppointmentCreate = {
  readonly futureServiceInteractionId: number;
  readonly title: AppointmentTitle;
  readonly apptDate: string;
  readonly apptTime: string;
  readonly host?: string;
  readonly guest?: string;
  readonly notes?: string;
};

/** The public invite's booking (POST /api/lisa/appointment, sent without a token). */
export type InviteAppointment = Omit<AppointmentCreate, 'host' | 'guest'> & {
  readonly userMasterId?: number;
  /** The invite link's token (as the deal room's): the server books only for a valid invite. */
  readonly token?: string;
};

/** An appointment search body (openapi AppointmentSearchRequest); dates YYYY-MM-DD. */
export type AppointmentSearch = {
  readonly storeIds?: readonly number[];
  readonly startDate?: string;
  readonly endDate?: string;
  readonly query?: string;
  readonly apptStatus?: string;
  readonly archived?: boolean;
  /** An advisor number, or ALL (the appointment manager's advisor picker). */
  readonly advisorNo?: string;
};

export type CancellationRequest = {
  readonly fsiId: number;
  readonly apptId: number;
  readonly dealerCode?: string;
  readonly reason?: string;
  /** Issue 30: texted to the customer unless staff chose not to (false). */
  readonly textCustomer?: boolean;
};

/** Issue 30: staff move a booked appointment (openapi RescheduleRequest); inpDate DD.MM.YYYY, inpTime HH:mm. */
export type RescheduleRequest = {
  readonly fsiId: number;
  readonly apptId: number;
  readonly inpDate: string;
  readonly inpTime: string;
  readonly advisorId?: string;
  readonly textCustomer?: boolean;
};

export type AppointmentSplitRequest = { readonly apptId: number; readonly opCodes?: readonly string[] };

/** A data-sync CDK appointment call (openapi CdkAppointmentRequest). */
export type CdkAppointmentRequest = {
  readonly dealerCode: string;
  readonly appointmentId?: string;
  readonly fsiId?: number;
  readonly customerId?: string;
  readonly vehicleId?: string;
  readonly apptDate?: string;
  readonly apptTime?: string;
  readonly advisorId?: string;
  readonly opCodes?: readonly string[];
  readonly lookup?: string;
};
export type CdkAction = 'insert' | 'read' | 'update' | 'delete';

/** nlp (standard) or mb3 availability; nlp, inbound or mb3 booking. */
export type AvailabilityVariant = 'nlp' | 'mb3';
export type BookingVariant = 'nlp' | 'inbound' | 'mb3';
