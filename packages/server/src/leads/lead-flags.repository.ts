import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type Flags = Schemas['RealtimeLeadFlags'];
const COLUMNS = {
  aiEnabled: 'ai_enabled',
  appointmentSet: 'appointment_set',
  conversationClosed: 'conversation_closed',
  responseReqd: 'response_reqd',
  dtDialogEnabled: 'dt_dialog_enabled',
} as const;

/** The lead flags of spec 2 §4 on future_service_interaction. */
export class LeadFlagsRepository {
  constructor(private readonly db: Queryable) {}

  /** Writes the flags this table has a column for (others are ignored); returns nothing. */
  async set(id: number, flags: Flags): Promise<void> {
    const entries = Object.entries(flags).filter(([name]) => name in COLUMNS);
    const assignments = entries.map(([name], i) => `${COLUMNS[name as keyof typeof COLUMNS]} = $${i + 2}`);
    await this.db.query(`UPDATE future_service_interaction SET ${assignments.join(', ')} WHERE id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  }

  async setResponseReqdType(id: number, type: string | null): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET response_reqd_type = $2 WHERE id = $1', [
      id,
      type,
    ]);
  }

  async responseRequired(
    id: number,
  ): Promise<{ response_reqd: boolean; response_reqd_type: string | null } | undefined> {
    const [row] = await this.db.query<{ response_reqd: boolean; response_reqd_type: string | null }>(
      'SELECT response_reqd, response_reqd_type FROM future_service_interaction WHERE id = $1',
      [id],
    );
    return row;
  }

  /** What the date-time dialogue checks before it is sent. */
  async dtDialogState(
    id: number,
  ): Promise<{ appointment_set: boolean; conversation_closed: boolean; customer_id: number } | undefined> {
    const [lead] = await this.db.query<{
      appointment_set: boolean;
      conversation_closed: boolean;
      customer_id: number;
    }>(
      'SELECT appointment_set, conversation_closed, customer_id FROM future_service_interaction WHERE id = $1',
      [id],
    );
    return lead;
  }
}
