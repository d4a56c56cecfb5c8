import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** A scheduler as the server keeps it (openapi Scheduler), with its next run and its store's zone. */
export const SchedulerRecordSchema = z.object({
  schedulerId: z.number().int(),
  name: z.string(),
  cron: z.string(),
  jobType: z.string(),
  enterpriseId: z.number().int(),
  storeId: z.number().int().nullable(),
  enabled: z.boolean(),
  storeName: z.string().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  nextRunAt: z.string().nullable().optional(),
});
export type SchedulerRecord = z.infer<typeof SchedulerRecordSchema>;
export const SchedulerRecordPageSchema = pageSchema(SchedulerRecordSchema);

/** What a new scheduler is made of (the create dialog). */
export type SchedulerDraft = {
  readonly name: string;
  readonly cron: string;
  readonly jobType: string;
  readonly storeId: number;
};

export const SCHEDULER_RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;

/** One run of a scheduler (openapi SchedulerRun): when, how it ended, and what it did. */
export const SchedulerRunSchema = z.object({
  runId: z.number().int(),
  schedulerId: z.number().int(),
  plannedFor: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(SCHEDULER_RUN_OUTCOMES),
  summary: z.string().nullable(),
});
export type SchedulerRun = z.infer<typeof SchedulerRunSchema>;
export const SchedulerRunPageSchema = pageSchema(SchedulerRunSchema);
