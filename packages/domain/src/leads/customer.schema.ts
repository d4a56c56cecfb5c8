import { z } from 'zod';
import { CustomerLanguageSchema } from './customer-language.js';
import { pageSchema } from '../shared/list-page.schema.js';
import { ServiceVehicleSchema } from './lead.schema.js';

/** A customer as the customer calls return it (spec 2 §3); block_sms as the contract spells it. */
export const CustomerRecordSchema = z.object({
  id: z.number().int(),
  bocIdFk: z.number().int(),
  store: z.number().int().nullable().optional(),
  custno: z.string().nullable().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  cellular: z.string(),
  /** The cellular number's line type: mobile, landline or voip (null: not looked up). */
  lineType: z.string().nullable().optional(),
  /** The second phone's line type. */
  phoneLineType: z.string().nullable().optional(),
  block_sms: z.boolean(),
  /** The language the assistant texts the customer in (issue 31); absent means English. */
  preferredLanguage: CustomerLanguageSchema.optional(),
});
export type CustomerRecord = z.infer<typeof CustomerRecordSchema>;
export const CustomerRecordPageSchema = pageSchema(CustomerRecordSchema);

/** The conversation staff text a customer in: their latest lead, or one just opened (issue 30). */
export const CustomerConversationSchema = z.object({
  futureServiceInteractionId: z.number().int(),
  created: z.boolean(),
});
export type CustomerConversation = z.infer<typeof CustomerConversationSchema>;
export type CustomerRecordPage = z.infer<typeof CustomerRecordPageSchema>;

export const ServiceVehiclePageSchema = pageSchema(ServiceVehicleSchema);
export type ServiceVehiclePage = z.infer<typeof ServiceVehiclePageSchema>;

export const LineTypeUpdateResultSchema = z.object({
  updated: z.number().int().nonnegative(),
  message: z.string().optional(),
});
export type LineTypeUpdateResult = z.infer<typeof LineTypeUpdateResultSchema>;

/** One entry of the DMS customer vehicle lookup (the W2kCustomerVehicleID list, shown by spec 2). */
export const DmsCustomerVehicleSchema = z.object({
  customerId: z.string(),
  vehicleId: z.string(),
  vin: z.string().nullable().optional(),
});
export type DmsCustomerVehicle = z.infer<typeof DmsCustomerVehicleSchema>;
export const DmsCustomerVehiclePageSchema = pageSchema(DmsCustomerVehicleSchema);
export type DmsCustomerVehiclePage = z.infer<typeof DmsCustomerVehiclePageSchema>;

/** The virtual mileage record a vehicle record update leaves (spec 2 §3). */
export const VirtualMileageRecordSchema = z.object({
  id: z.number().int(),
  future_service_interaction_id: z.number().int(),
  last_mileage: z.number().int().nullable().optional(),
  minder: z.string().nullable().optional(),
  last_service_date: z.string().nullable().optional(),
  updatedOn: z.string().optional(),
});
export type VirtualMileageRecord = z.infer<typeof VirtualMileageRecordSchema>;

export const VirtualServiceRecordSchema = z.object({
  id: z.number().int(),
  future_service_interaction_id: z.number().int(),
  serviceDate: z.string().nullable().optional(),
  mileage: z.number().int().nullable().optional(),
  opCodes: z.array(z.string()).optional(),
  description: z.string().nullable().optional(),
  minder: z.string().nullable().optional(),
  /** When and by whom the mileage was recorded (a mileage picked from a text). */
  recordedOn: z.string().optional(),
  recordedBy: z.string().nullable().optional(),
});
export type VirtualServiceRecord = z.infer<typeof VirtualServiceRecordSchema>;
export const VirtualServiceRecordPageSchema = pageSchema(VirtualServiceRecordSchema);
export type VirtualServiceRecordPage = z.infer<typeof VirtualServiceRecordPageSchema>;
