import { z } from 'zod';

/** A store's nightly planner schedule (issue 15): when its planners run by themselves, in its zone. */
export const PlannerScheduleSchema = z.object({
  storeId: z.number().int(),
  cron: z.string(),
  /** HH:mm when the schedule is once a night, else null (then the cron is shown). */
  localTime: z.string().nullable(),
  timeZone: z.string(),
  planners: z.array(z.string()),
  enabled: z.boolean(),
  nextRunAt: z.string().nullable(),
  updatedAt: z.string().nullable().optional(),
});
export type PlannerSchedule = z.infer<typeof PlannerScheduleSchema>;

export type PlannerScheduleUpdate = {
  readonly storeId: number;
  readonly localTime: string;
  readonly planners: readonly string[];
  readonly enabled: boolean;
};

/** One nightly run: the slot it ran for, what it did and how it ended. */
export const PlannerNightlyRunSchema = z.object({
  id: z.number().int(),
  plannedFor: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  transferred: z.number().int(),
  started: z.number().int(),
  skipped: z.number().int(),
  outcome: z.enum(['running', 'succeeded', 'failed']),
  error: z.string().nullable(),
});
export type PlannerNightlyRun = z.infer<typeof PlannerNightlyRunSchema>;
export const PlannerRunHistorySchema = z.object({ data: z.array(PlannerNightlyRunSchema) });
export type PlannerRunHistory = z.infer<typeof PlannerRunHistorySchema>;

/** HH:mm, 00:00 to 23:59: what the schedule's time field accepts. */
export const isLocalTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
