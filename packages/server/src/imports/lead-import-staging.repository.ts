import type { LeadImportRow } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** A checked row of a lead file and its number in the file (the header row counts). */
export type StagedRow = LeadImportRow & { readonly rowNumber: number };

/** The staging rows of a lead file, written a chunk at a time while the file is read. */
export class LeadImportStagingRepository {
  constructor(private readonly db: Queryable) {}

  /** One chunk in one statement: the rows travel as one JSON parameter (no 65,535-parameter ceiling). */
  async add(batchId: number, rows: readonly StagedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(
      `INSERT INTO cv_lead_staging (batch_id, row_number, first_name, last_name, cellular, email, vin, make, model,
              year, sold_date, odometer, custno)
       SELECT $1, r.n, r.f, r.l, r.c, r.e, r.v, r.mk, r.md, r.y, r.s, r.o, r.cn
         FROM json_to_recordset($2::json) AS r(n integer, f text, l text, c text, e text, v text, mk text, md text,
              y integer, s date, o integer, cn text)`,
      [
        batchId,
        JSON.stringify(
          rows.map((row) => ({
            n: row.rowNumber,
            f: row.firstName,
            l: row.lastName,
            c: row.cellular,
            e: row.email,
            v: row.vin,
            mk: row.make,
            md: row.model,
            y: row.year,
            s: row.soldDate,
            o: row.odometer,
            cn: row.custno,
          })),
        ),
      ],
    );
  }

  async clear(batchId: number): Promise<void> {
    await this.db.query('DELETE FROM cv_lead_staging WHERE batch_id = $1', [batchId]);
  }
}
