import { isSmsBlocked, type CustomerLanguage } from '@torque/domain';
import type { Schemas } from '../http/contract.js';
import { isoTimestamp, toMessageInstance, type MessageRow } from '../messaging/message.mapper.js';

type Mark = Schemas['Mark'];

/** One row of the lead query (see lead.query.ts). */
export type LeadRow = {
  readonly id: number;
  readonly type: string | null;
  readonly company_id: number;
  readonly planned_date: string | null;
  readonly planned_service_type: string;
  readonly stage: string;
  readonly outcome_reason?: string | null;
  readonly ai_enabled: boolean;
  readonly appointment_set: boolean;
  readonly conversation_closed: boolean;
  readonly dt_dialog_enabled: boolean;
  readonly responded_to_ai: boolean;
  readonly response_insight: string | null;
  readonly conversation_initiated: boolean;
  readonly response_reqd: boolean;
  readonly total_inbound_count: number;
  readonly total_unread_count: number;
  readonly last_message_received_date: Date | null;
  readonly customer_id: number;
  readonly custno: string | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly cellular: string;
  readonly customer_type: string | null;
  readonly block_sms: boolean;
  readonly preferred_language?: CustomerLanguage;
  readonly vehicle_id: number;
  readonly vin: string;
  readonly vehicle_make: string;
  readonly model: string;
  readonly year: number;
  readonly odometer: number | null;
  readonly store_id: number;
  readonly store_code: string;
  readonly store_name: string;
  readonly store_make: string;
  readonly office_time_zone: string;
  readonly timezone_display: string;
  readonly boc_id: number;
  readonly boc_code: string;
  readonly boc_name: string;
  readonly fsi_marks: Mark[];
  readonly customer_marks: Mark[];
  readonly vehicle_marks: Mark[];
  readonly latest_message: MessageRow | null;
  /** json_build_object: `since` arrives as a string. */
  readonly consent_pending: { readonly text: string; readonly since: string } | null;
};

export function toLead(row: LeadRow): Schemas['Lead'] {
  const latest = row.latest_message ? toMessageInstance(row.latest_message) : null;
  return {
    id: row.id,
    type: row.type,
    companyId: row.company_id,
    vin: row.vin,
    plannedDate: row.planned_date,
    plannedServiceType: row.planned_service_type,
    stage: row.stage,
    ...(row.outcome_reason ? { outcomeReason: row.outcome_reason } : {}),
    aiEnabled: row.ai_enabled,
    appointmentSet: row.appointment_set,
    conversationClosed: row.conversation_closed,
    dtDialogEnabled: row.dt_dialog_enabled,
    respondedToAI: row.responded_to_ai,
    responseInsight: row.response_insight,
    conversationInitiated: row.conversation_initiated,
    responseReqd: row.response_reqd,
    totalInboundCount: row.total_inbound_count,
    totalUnreadCount: row.total_unread_count,
    lastMessageReceivedDate: row.last_message_received_date
      ? isoTimestamp(row.last_message_received_date)
      : null,
    lastMessageId: latest?.id ?? null,
    consentPending: row.consent_pending
      ? { text: row.consent_pending.text, since: isoTimestamp(row.consent_pending.since) }
      : null,
    futureServiceInteractionMarks: row.fsi_marks,
    customerMarks: row.customer_marks,
    serviceVehicleMarks: row.vehicle_marks,
    customerMaster: {
      id: row.customer_id,
      custno: row.custno,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      cellular: row.cellular,
      customerType: row.customer_type,
      // An SMS_OPT_OUT mark on the lead or the customer blocks texting like the flag does.
      blockSms: row.block_sms || isSmsBlocked([...row.fsi_marks, ...row.customer_marks]),
      ...(row.preferred_language ? { preferredLanguage: row.preferred_language } : {}),
    },
    serviceVehicle: {
      id: row.vehicle_id,
      vin: row.vin,
      make: row.vehicle_make,
      model: row.model,
      year: row.year,
      odometer: row.odometer,
    },
    storeMaster: {
      id: row.store_id,
      store_id: row.store_code,
      store_name: row.store_name,
      make: row.store_make,
      officeMasterVO: { officeTimeZone: row.office_time_zone, timezoneDisplay: row.timezone_display },
    },
    bocMaster: { id: row.boc_id, bocId: row.boc_code, bocName: row.boc_name },
    latestMessage: latest,
  };
}
