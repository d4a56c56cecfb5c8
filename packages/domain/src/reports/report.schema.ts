import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { MonthlyInteractionRowSchema } from './monthly-interaction-report.js';

/** A report row whose columns the spec does not show: read as free-form keys (openapi ReportRow). */
export const ReportRowSchema = z.record(z.string(), z.unknown());
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportPageSchema = pageSchema(ReportRowSchema);

export const MonthlyInteractionRowPageSchema = pageSchema(MonthlyInteractionRowSchema);

/** Spec 2 §9 funnel counts (RESPONDED, CONTACTED, ENGAGED, APPT_BOOKING). */
export const FunnelCountsSchema = z.object({
  RESPONDED: z.number().int(),
  CONTACTED: z.number().int(),
  ENGAGED: z.number().int(),
  APPT_BOOKING: z.number().int(),
});

/** A report template-master record (spec 2 §3: fields not shown; the contract designs them). */
export const ReportTemplateMasterSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().min(1).max(200),
  reportKey: z.string().optional(),
  enterpriseId: z.number().int().optional(),
  columns: z.array(z.string()).optional(),
  active: z.boolean().optional(),
});
export type ReportTemplateMaster = z.infer<typeof ReportTemplateMasterSchema>;
