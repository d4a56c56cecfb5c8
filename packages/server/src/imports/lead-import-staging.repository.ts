import type { CustomerPlacement, LeadImportRow } from '@torque/domain';
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

  /** Each staged row's customer, as the household rule placed it (one statement for the whole file). */
  async place(batchId: number, placements: readonly CustomerPlacement[]): Promise<void> {
    if (placements.length === 0) return;
    await this.db.query(
      `UPDATE cv_lead_staging s SET customer_key = r.k, customer_id = r.c, merged = r.m, lookup = r.l
         FROM json_to_recordset($2::json) AS r(n integer, k text, c integer, m boolean, l boolean)
        WHERE s.batch_id = $1 AND s.row_number = r.n`,
      [
        batchId,
        JSON.stringify(
          placements.map((p) => ({
            n: p.rowNumber,
            k: p.customerKey,
            c: p.customerId,
            m: p.merged,
            l: p.lookup,
          })),
        ),
      ],
    );
  }

  /** Rows the import refuses after staging (households without the admin's choice). */
  async remove(batchId: number, rowNumbers: readonly number[]): Promise<void> {
    if (rowNumbers.length === 0) return;
    await this.db.query('DELETE FROM cv_lead_staging WHERE batch_id = $1 AND row_number = ANY($2::int[])', [
      batchId,
      rowNumbers,
    ]);
  }

  async clear(batchId: number): Promise<void> {
    await this.db.query('DELETE FROM cv_lead_staging WHERE batch_id = $1', [batchId]);
  }
}
