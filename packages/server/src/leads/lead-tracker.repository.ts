import type { Queryable } from '../db/database.js';

export type TrackerRow = { readonly stage: string; readonly outcome_reason: string | null };

export type TrackerChange = {
  readonly stage: string;
  readonly reason: string | null;
  readonly userFollowup?: string | undefined;
  readonly dealStatus?: string | undefined;
  readonly responseInsight?: string | undefined;
};

/** The lead-manager tracker's columns on future_service_interaction: stage, outcome and follow-up. */
export class LeadTrackerRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The lead's stage and reason, locked so two moves of one lead do not interleave. FOR NO KEY UPDATE
   * (what the UPDATE takes anyway) leaves rows that only reference the lead (a mark, a message) free to
   * be written meanwhile: the outbox's receipt moves stages while the inbound path adds marks.
   */
  async current(id: number): Promise<TrackerRow | undefined> {
    const [row] = await this.db.query<TrackerRow>(
      'SELECT stage, outcome_reason FROM future_service_interaction WHERE id = $1 FOR NO KEY UPDATE',
      [id],
    );
    return row;
  }

  /** Writes the change; the follow-up fields only when given. stage_changed_at moves with the stage. */
  async write(id: number, change: TrackerChange, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE future_service_interaction
          SET stage_changed_at = CASE WHEN stage = $2 THEN stage_changed_at ELSE $7 END,
              stage = $2, outcome_reason = $3,
              user_followup = COALESCE($4, user_followup),
              deal_status = COALESCE($5, deal_status),
              response_insight = COALESCE($6, response_insight)
        WHERE id = $1`,
      [
        id,
        change.stage,
        change.reason,
        change.userFollowup ?? null,
        change.dealStatus ?? null,
        change.responseInsight ?? null,
        at,
      ],
    );
  }
}
