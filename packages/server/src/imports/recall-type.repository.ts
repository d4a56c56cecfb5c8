import type { RecallType } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** The recall types a recall file is filed under (migration 032 holds the known ones). */
export class RecallTypeRepository {
  constructor(private readonly db: Queryable) {}

  all(): Promise<RecallType[]> {
    return this.db.query<RecallType>(
      'SELECT recall_type AS "recallType", description FROM recall_type ORDER BY recall_type',
    );
  }
}
