import type { Queryable } from '../db/database.js';
import { followLeadStage } from './lead-stage.service.js';

/** Workflow tracks and hand-offs on future_service_interaction, and the lead_workflow_event ledger. */
export class LeadWorkflowRepository {
  constructor(private readonly db: Queryable) {}

  /** One row of lead_workflow_event: who did what to the lead, and when. */
  async record(fsiId: number, kind: string, value: string | null, userId: number, at: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO lead_workflow_event (fsi_id, kind, value, user_id, recorded_at) VALUES ($1, $2, $3, $4, $5)',
      [fsiId, kind, value, userId, at],
    );
  }

  async setTrack(fsiId: number, track: string): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET workflow_track = $2 WHERE id = $1', [
      fsiId,
      track,
    ]);
  }

  async setFollowUpAt(fsiId: number, at: Date): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET follow_up_at = $2 WHERE id = $1', [fsiId, at]);
  }

  /** A no-show moves the lead to the SHOW_OR_NO_SHOW stage with its reason NO_SHOW (never backwards). */
  async markNoShow(fsiId: number, at: Date): Promise<void> {
    await followLeadStage(this.db, fsiId, 'NO_SHOW', at);
  }

  async setHandOff(fsiId: number, kind: string, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE future_service_interaction SET hand_off = $2, hand_off_at = $3 WHERE id = $1',
      [fsiId, kind, at],
    );
  }
}
