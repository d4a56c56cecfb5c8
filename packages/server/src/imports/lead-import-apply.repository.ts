import type { Queryable } from '../db/database.js';

export type ApplyTarget = {
  readonly batchId: number;
  readonly storeId: number;
  readonly bocId: number;
};
export type ApplyCounts = {
  readonly createdCustomers: number;
  readonly updatedCustomers: number;
  /** Rows added to a customer of another name sharing their number (the admin chose MERGE). */
  readonly mergedRows: number;
};

/** The service type of the lead an imported vehicle gets (spec: "CV lead"). */
export const CV_LEAD_SERVICE_TYPE = 'CV_LEAD_SMT_1';

/**
 * Applies a batch's staged rows to customers, vehicles and leads with a handful of set-based
 * statements, inside the caller's one transaction (all or nothing). Two temporary work tables (dropped
 * at commit) hold, per customer and per vehicle of the file, its match in the store or the id it will
 * be inserted under (taken from the table's own sequence up front, so no insert has to be joined back
 * to its rows). Rows are grouped into customers by the key the household rule gave them (issue 30: one
 * phone may be two people); within a customer the last row of its own name wins (an e-mail or customer
 * number left blank there is taken from an earlier row), merged rows only add their vehicle, and per
 * VIN the last row wins for the vehicle.
 */
export class LeadImportApplyRepository {
  constructor(private readonly tx: Queryable) {}

  async apply(target: ApplyTarget, at: Date): Promise<ApplyCounts> {
    await this.tx.exec(`
      CREATE TEMP TABLE import_customer (customer_key text, cellular text, first_name text, last_name text,
        email text, custno text, vin text, row_number integer, customer_id integer NOT NULL,
        created boolean NOT NULL, own_rows integer NOT NULL)
        ON COMMIT DROP;
      CREATE TEMP TABLE import_vehicle (vin text, make text, model text, year integer, sold_date date,
        odometer integer, row_number integer, vehicle_id integer NOT NULL, owner_id integer NOT NULL,
        created boolean NOT NULL, lead_id integer NOT NULL, lead_created boolean NOT NULL)
        ON COMMIT DROP;`);
    // Rows staged without a placement (none today) are their number's customer, as before households.
    await this.tx.query(
      `UPDATE cv_lead_staging SET customer_key = 'new:' || cellular WHERE batch_id = $1 AND customer_key IS NULL`,
      [target.batchId],
    );
    await this.customers(target, at);
    await this.vehicles(target, at);
    await this.leads(target, at);
    const [counts] = await this.tx.query<{ created: number; updated: number; merged: number }>(
      `SELECT count(*) FILTER (WHERE created)::int AS created,
              count(DISTINCT customer_id) FILTER (WHERE NOT created AND own_rows > 0)::int AS updated,
              (SELECT count(*) FROM cv_lead_staging WHERE batch_id = $1 AND merged)::int AS merged
         FROM import_customer`,
      [target.batchId],
    );
    return {
      createdCustomers: counts?.created ?? 0,
      updatedCustomers: counts?.updated ?? 0,
      mergedRows: counts?.merged ?? 0,
    };
  }

  /**
   * The customer of each key: the store's customer the household rule named (same number and name, or
   * the admin's MERGE), else, for a number new to the store, by e-mail, else the owner of the row's VIN.
   */
  private async customers({ batchId, storeId }: ApplyTarget, at: Date): Promise<void> {
    await this.tx.query(
      `INSERT INTO import_customer (customer_key, cellular, first_name, last_name, email, custno, vin, row_number,
              customer_id, created, own_rows)
       SELECT f.customer_key, f.cellular, f.first_name, f.last_name, f.email, f.custno, f.vin, f.row_number,
              COALESCE(f.customer_id, by_mail.id, by_vin.customer_id,
                       nextval(pg_get_serial_sequence('customer', 'id'))),
              COALESCE(f.customer_id, by_mail.id, by_vin.customer_id) IS NULL, f.own_rows
         FROM (SELECT customer_key, min(cellular) AS cellular, max(customer_id) AS customer_id,
                      bool_or(lookup) AS lookup,
                      (array_agg(first_name ORDER BY row_number DESC) FILTER (WHERE NOT merged))[1] AS first_name,
                      (array_agg(last_name ORDER BY row_number DESC) FILTER (WHERE NOT merged))[1] AS last_name,
                      (array_agg(email ORDER BY row_number DESC)
                         FILTER (WHERE email IS NOT NULL AND NOT merged))[1] AS email,
                      (array_agg(custno ORDER BY row_number DESC)
                         FILTER (WHERE custno IS NOT NULL AND NOT merged))[1] AS custno,
                      (array_agg(vin ORDER BY row_number DESC) FILTER (WHERE NOT merged))[1] AS vin,
                      max(row_number) AS row_number, count(*) FILTER (WHERE NOT merged)::int AS own_rows
                 FROM cv_lead_staging WHERE batch_id = $1 GROUP BY customer_key) f
         LEFT JOIN (SELECT DISTINCT ON (lower(email)) lower(email) AS email, id FROM customer
                     WHERE store_id = $2 AND email IS NOT NULL ORDER BY lower(email), id) by_mail
                ON f.lookup AND by_mail.email = f.email
         LEFT JOIN (SELECT DISTINCT ON (v.vin) v.vin, v.customer_id FROM service_vehicle v
                      JOIN customer c ON c.id = v.customer_id
                     WHERE c.store_id = $2 ORDER BY v.vin, v.id) by_vin ON f.lookup AND by_vin.vin = f.vin`,
      [batchId, storeId],
    );
    // A customer number is unique in a store: the last row naming it may take it, if no one else has it.
    await this.tx.query(
      `UPDATE import_customer i SET custno = NULL
         FROM (SELECT customer_key, row_number() OVER (PARTITION BY custno ORDER BY row_number DESC) AS n
                 FROM import_customer WHERE custno IS NOT NULL) d
        WHERE d.customer_key = i.customer_key
          AND (d.n > 1 OR EXISTS (SELECT 1 FROM customer x WHERE x.store_id = $1 AND x.custno = i.custno
                                     AND x.id <> i.customer_id))`,
      [storeId],
    );
    // Matched customers get the file's names, e-mail and number from rows of their own (never from a
    // merged household row); their cellular is never changed.
    await this.tx.query(
      `UPDATE customer c SET first_name = i.first_name, last_name = i.last_name, email = COALESCE(i.email, c.email),
              custno = COALESCE(i.custno, c.custno)
         FROM (SELECT DISTINCT ON (customer_id) * FROM import_customer WHERE NOT created AND own_rows > 0
                ORDER BY customer_id, row_number DESC) i
        WHERE c.id = i.customer_id
          AND (c.first_name, c.last_name, c.email, c.custno)
              IS DISTINCT FROM (i.first_name, i.last_name, COALESCE(i.email, c.email), COALESCE(i.custno, c.custno))`,
    );
    await this.tx.query(
      `INSERT INTO customer (id, store_id, custno, first_name, last_name, email, cellular, created_at)
       SELECT customer_id, $1, custno, first_name, last_name, email, cellular, $2 FROM import_customer WHERE created`,
      [storeId, at],
    );
  }

  /**
   * Vehicles by VIN in the store: the known ones updated (their owner kept), the others added to the
   * row's customer; each with its CV lead, the one it has or a new one.
   */
  private async vehicles({ batchId, storeId }: ApplyTarget, at: Date): Promise<void> {
    await this.tx.query(
      `INSERT INTO import_vehicle (vin, make, model, year, sold_date, odometer, row_number, vehicle_id, owner_id,
              created, lead_id, lead_created)
       SELECT s.vin, s.make, s.model, s.year, s.sold_date, s.odometer, s.row_number,
              COALESCE(v.id, nextval(pg_get_serial_sequence('service_vehicle', 'id'))),
              COALESCE(v.customer_id, c.customer_id), v.id IS NULL,
              COALESCE(l.id, nextval(pg_get_serial_sequence('future_service_interaction', 'id'))), l.id IS NULL
         FROM (SELECT DISTINCT ON (vin) * FROM cv_lead_staging WHERE batch_id = $1 ORDER BY vin, row_number DESC) s
         JOIN import_customer c ON c.customer_key = s.customer_key
         LEFT JOIN (SELECT DISTINCT ON (v.vin) v.vin, v.id, v.customer_id FROM service_vehicle v
                      JOIN customer c ON c.id = v.customer_id
                     WHERE c.store_id = $2 ORDER BY v.vin, v.id) v ON v.vin = s.vin
         LEFT JOIN (SELECT DISTINCT ON (vehicle_id) vehicle_id, id FROM future_service_interaction
                     WHERE planned_service_type = '${CV_LEAD_SERVICE_TYPE}' ORDER BY vehicle_id, id) l
                ON l.vehicle_id = v.id`,
      [batchId, storeId],
    );
    await this.tx.query(
      `UPDATE service_vehicle v SET make = i.make, model = i.model, year = i.year,
              sold_date = COALESCE(i.sold_date, v.sold_date), odometer = COALESCE(i.odometer, v.odometer)
         FROM import_vehicle i
        WHERE v.id = i.vehicle_id AND NOT i.created
          AND (v.make, v.model, v.year, v.sold_date, v.odometer) IS DISTINCT FROM
              (i.make, i.model, i.year, COALESCE(i.sold_date, v.sold_date), COALESCE(i.odometer, v.odometer))`,
    );
    await this.tx.query(
      `INSERT INTO service_vehicle (id, customer_id, vin, make, model, year, sold_date, odometer, created_at)
       SELECT vehicle_id, owner_id, vin, make, model, year, sold_date, odometer, $1 FROM import_vehicle WHERE created`,
      [at],
    );
  }

  /**
   * A not-started CV lead (stage NOT_STARTED until its first text goes, spec 2 §4) for each vehicle that
   * had none, and the batch's record of every vehicle.
   */
  private async leads({ batchId, storeId, bocId }: ApplyTarget, at: Date): Promise<void> {
    await this.tx.query(
      `INSERT INTO future_service_interaction (id, customer_id, vehicle_id, store_id, boc_id, type,
              planned_service_type, stage, ai_enabled, created_on)
       SELECT lead_id, owner_id, vehicle_id, $1, $2, 'SERVICE', '${CV_LEAD_SERVICE_TYPE}', 'NOT_STARTED', true, $3
         FROM import_vehicle WHERE lead_created`,
      [storeId, bocId, at],
    );
    await this.tx.query(
      `INSERT INTO cv_lead (batch_id, customer_id, vehicle_id, fsi_id, status, row_number)
       SELECT $1, owner_id, vehicle_id, lead_id, CASE WHEN lead_created THEN 'LEAD_CREATED' ELSE 'LEAD_EXISTS' END,
              row_number
         FROM import_vehicle ORDER BY row_number`,
      [batchId],
    );
  }
}
