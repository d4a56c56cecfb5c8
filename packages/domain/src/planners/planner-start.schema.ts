import { z } from 'zod';

/** Chosen planner rows to turn into leads (openapi PlannerTransferRequest). */
export type PlannerTransfer = {
  /** The planner the rows came from. */
  readonly run: string;
  readonly vehicleIds: readonly number[];
  /** DD.MM.YYYY; the run's planner date when it had one. */
  readonly plannerDate?: string | null;
};

/** 'Successfully Transfered' and the leads of the chosen rows, new or existing. */
export const PlannerTransferResultSchema = z.object({
  message: z.string(),
  futureServiceInteractionIds: z.array(z.number().int()),
});
export type PlannerTransferResult = z.infer<typeof PlannerTransferResultSchema>;

/** One customer a bulk start leaves out, and the refusal the start would meet. */
export const BulkStartExclusionSchema = z.object({
  futureServiceInteractionId: z.number().int(),
  customerName: z.string(),
  reason: z.string(),
});
export type BulkStartExclusion = z.infer<typeof BulkStartExclusionSchema>;

/** What a bulk start would do (openapi BulkStartPreview): nothing is sent by asking. */
export const BulkStartPreviewSchema = z.object({
  willText: z.number().int().nonnegative(),
  /** ISO time the last quiet-hours hold ends; null when every text goes now. */
  scheduledFor: z.string().nullable(),
  sampleText: z.string().nullable(),
  excluded: z.array(BulkStartExclusionSchema),
});
export type BulkStartPreview = z.infer<typeof BulkStartPreviewSchema>;
