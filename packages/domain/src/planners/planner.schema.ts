import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { SERVICE_TYPES, type ServiceType } from '../leads/service-type.js';
import { PlannerFirstTextSchema } from './planner-first-text.rules.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** One predicted row of a planner run (openapi PlannerRow; spec 2 §2 predictive planners). */
export const PlannerRowSchema = z.object({
  vehicleId: z.number().int(),
  /** Why the vehicle is due, in plain words. */
  reason: z.string(),
  /** Listed, but never started. */
  optedOut: z.boolean(),
  dueMileage: maybe(z.number().int()),
  futureServiceInteractionId: maybe(z.number().int()),
  cust_no: z.string(),
  customerName: z.string().optional(),
  cellular: maybe(z.string()),
  vin: z.string(),
  make: maybe(z.string()),
  model: maybe(z.string()),
  year: maybe(z.number().int()),
  soldDate: maybe(z.string()),
  lastServiceDate: maybe(z.string()),
  plannedDate: maybe(z.string()),
  plannedServiceType: z.string(),
  mileage: maybe(z.number().int()),
  transferred: z.boolean().optional(),
  /** Issue 30: a started row's first text (texted, held or refused); null before a start. */
  firstText: PlannerFirstTextSchema.nullable().optional(),
});
export type PlannerRow = z.infer<typeof PlannerRowSchema>;
export const PlannerPageSchema = pageSchema(PlannerRowSchema);

const serviceTypeSchema = z.enum(SERVICE_TYPES as [ServiceType, ...ServiceType[]]);

/** A predictive planner definition: which service type it predicts and its window of days. */
export const PlannerDefinitionSchema = z.object({
  id: z.number().int().optional(),
  serviceType: serviceTypeSchema,
  label: z.string().optional(),
  minimumDays: z.number().int(),
  maximumDays: z.number().int(),
  enabled: z.boolean().optional(),
  storeIds: z.array(z.number().int()).optional(),
});
export type PlannerDefinition = z.infer<typeof PlannerDefinitionSchema>;
export const PlannerDefinitionPageSchema = pageSchema(PlannerDefinitionSchema);
