import { z } from 'zod';
import { CustomerLanguageSchema } from './customer-language.js';
import { MessageInstanceSchema } from './message-instance.schema.js';
import { pageSchema } from '../shared/list-page.schema.js';

export const LeadIdSchema = z.number().int().positive().brand<'LeadId'>();
/** A future service interaction id: the lead and its conversation. */
export type LeadId = z.infer<typeof LeadIdSchema>;

export const MarkSchema = z.object({ intentType: z.string(), value: z.string().nullable() });
export type Mark = z.infer<typeof MarkSchema>;

export const CustomerSchema = z.object({
  id: z.number().int(),
  custno: z.string().nullable().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable().optional(),
  cellular: z.string(),
  customerType: z.string().nullable().optional(),
  blockSms: z.boolean(),
  /** The language the assistant texts the customer in (issue 31); absent means English. */
  preferredLanguage: CustomerLanguageSchema.optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const ServiceVehicleSchema = z.object({
  id: z.number().int(),
  vin: z.string(),
  make: z.string(),
  /** Null until given: a lead from the web form or a text from an unknown number names no vehicle. */
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  odometer: z.number().int().nullable().optional(),
});
export type ServiceVehicle = z.infer<typeof ServiceVehicleSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  store_id: z.string(),
  store_name: z.string(),
  make: z.string().optional(),
  officeMasterVO: z.object({ officeTimeZone: z.string(), timezoneDisplay: z.string() }),
});
export type Store = z.infer<typeof StoreSchema>;

export const BocSchema = z.object({ id: z.number().int(), bocId: z.string(), bocName: z.string() });
export type Boc = z.infer<typeof BocSchema>;

/** A lead (future service interaction) as lists and the conversation header use it (spec 1 §3). */
/** A possible opt-out waiting for staff's answer (issue 29): the customer's words and when they came. */
export const ConsentPendingSchema = z.object({ text: z.string(), since: z.string() });

export const LeadSchema = z.object({
  id: LeadIdSchema,
  type: z.string().nullable().optional(),
  companyId: z.number().int().nullable().optional(),
  vin: z.string().nullable().optional(),
  plannedDate: z.string().nullable().optional(),
  plannedServiceType: z.string(),
  stage: z.string(),
  /** The outcome reason chosen for the stage (spec 2 §4), when one was. */
  outcomeReason: z.string().nullable().optional(),
  aiEnabled: z.boolean(),
  appointmentSet: z.boolean(),
  conversationClosed: z.boolean(),
  dtDialogEnabled: z.boolean(),
  respondedToAI: z.boolean().optional(),
  responseInsight: z.string().nullable().optional(),
  conversationInitiated: z.boolean(),
  responseReqd: z.boolean(),
  totalInboundCount: z.number().int().nonnegative(),
  totalUnreadCount: z.number().int().nonnegative(),
  lastMessageReceivedDate: z.string().nullable().optional(),
  lastMessageId: z.number().int().nullable().optional(),
  /** A possible opt-out waiting for staff's answer (issue 29): the customer's words and when. */
  consentPending: ConsentPendingSchema.nullable().optional(),
  futureServiceInteractionMarks: z.array(MarkSchema),
  customerMarks: z.array(MarkSchema),
  serviceVehicleMarks: z.array(MarkSchema),
  customerMaster: CustomerSchema,
  serviceVehicle: ServiceVehicleSchema,
  storeMaster: StoreSchema,
  bocMaster: BocSchema,
  latestMessage: MessageInstanceSchema.nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadPageSchema = pageSchema(LeadSchema);
export type LeadPage = z.infer<typeof LeadPageSchema>;

export const customerName = (lead: Pick<Lead, 'customerMaster'>): string =>
  `${lead.customerMaster.firstName} ${lead.customerMaster.lastName}`.trim();
