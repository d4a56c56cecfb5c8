import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** A repair order on the service-order board (openapi ServiceOrder; spec 2 §2 swimlane). */
export const ServiceOrderSchema = z.object({
  svcOpenRoIdPK: maybe(z.number().int()),
  roNumber: z.string(),
  statusCode: z.string(),
  storeId: maybe(z.string()),
  advisorNo: maybe(z.string()),
  advisorName: maybe(z.string()),
  customerName: maybe(z.string()),
  cellular: maybe(z.string()),
  vin: maybe(z.string()),
  openDate: maybe(z.string()),
  closedDate: maybe(z.string()),
  promisedDate: maybe(z.string()),
  futureServiceInteractionId: maybe(z.number().int()),
  totalUnreadCount: maybe(z.number().int()),
  lastMessageReceivedDate: maybe(z.string()),
});
export type ServiceOrder = z.infer<typeof ServiceOrderSchema>;
export const ServiceOrderPageSchema = pageSchema(ServiceOrderSchema);

/** A service advisor of a store; the advisor picker defaults to ALL (spec 2 §9). */
export const AdvisorSchema = z.object({
  advisorNo: z.string(),
  advisorName: z.string(),
  /** Designed (issue 30): every advisor number this person goes by in the store. */
  advisorNos: z.array(z.string()).optional(),
});
export type Advisor = z.infer<typeof AdvisorSchema>;
export const AdvisorPageSchema = pageSchema(AdvisorSchema);

/** A service operation code. */
export const OpcodeSchema = z.object({
  opcode: z.string(),
  description: maybe(z.string()),
  storeId: maybe(z.number().int()),
  price: maybe(z.number()),
});
export type Opcode = z.infer<typeof OpcodeSchema>;
export const OpcodePageSchema = pageSchema(OpcodeSchema);
