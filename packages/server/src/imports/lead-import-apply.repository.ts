import type { Queryable } from '../db/database.js';

export type ApplyTarget = {
  readonly batchId: number;
  readonly storeId: number;
  readonly bocId: number;
};
export type ApplyCounts = { readonly createdCustomers: number; readonly updatedCustomers: number };

/** The service type of the lead an imported vehicle gets (spec: "CV lead"). */
export const CV_LEAD_SERVICE_TYPE = 'CV_LEAD_SMT_1';

/**
 * Applies a batch's staged rows to customers, vehicles and leads with a handful of set-based
 * statements, inside the caller's one transaction (all or nothing). The work tables are temporary and
 * dropped at commit. Within the file the last row wins, per cellular for the customer (an e-mail or
 * customer number left blank there is taken from an earlier row) and per VIN for the vehicle.
 */
export class LeadImportApplyRepository {
  constructor(private readonly tx: Queryable) {}

  async apply(target: ApplyTarget, at: Date): Promise<ApplyCounts> {
    const { batchId, storeId, bocId } = target;
    await this.tx.exec(`
      CREATE TEMP TABLE import_customer (cellular text PRIMARY KEY, first_name text, last_name text, email text,
        custno text, vin text, row_number integer, customer_id integer, created boolean NOT NULL DEFAULT false)
        ON COMMIT DROP;
      CREATE TEMP TABLE import_vehicle (vin text PRIMARY KEY, cellular text, make text, model text, year integer,
        sold_date date, odometer integer, row_number integer, vehicle_id integer, owner_id integer)
        ON COMMIT DROP;`);
    await this.tx.query(
      `INSERT INTO import_customer (cellular, first_name, last_name, email, custno, vin, row_number)
       SELECT cellular, (array_agg(first_name ORDER BY row_number DESC))[1],
              (array_agg(last_name ORDER BY row_number DESC))[1],
              (array_agg(email ORDER BY row_number DESC) FILTER (WHERE email IS NOT NULL))[1],
              (array_agg(custno ORDER BY row_number DESC) FILTER (WHERE custno IS NOT NULL))[1],
              (array_agg(vin ORDER BY row_number DESC))[1], max(row_number)
         FROM cv_lead_staging WHERE batch_id = $1 GROUP BY cellular`,
      [batchId],
    );
    await this.matchCustomers(storeId);
    // A customer number is unique in a store: the last row naming it may take it, if no one else has it.
    await this.tx.query(
      `UPDATE import_customer i SET custno = NULL
         FROM (SELECT cellular, row_number() OVER (PARTITION BY custno ORDER BY row_number DESC) AS n
                 FROM import_customer WHERE custno IS NOT NULL) d
        WHERE d.cellular = i.cellular
          AND (d.n > 1 OR EXISTS (SELECT 1 FROM customer x WHERE x.store_id = $1 AND x.custno = i.custno
                                     AND x.id IS DISTINCT FROM i.customer_id))`,
      [storeId],
    );
    // Matched customers get the file's names, e-mail and number; their cellular is never changed.
    await this.tx.query(
      `UPDATE customer c SET first_name = i.first_name, last_name = i.last_name, email = COALESCE(i.email, c.email),
              custno = COALESCE(i.custno, c.custno)
         FROM (SELECT DISTINCT ON (customer_id) * FROM import_customer WHERE customer_id IS NOT NULL
                ORDER BY customer_id, row_number DESC) i
        WHERE c.id = i.customer_id
          AND (c.first_name, c.last_name, c.email, c.custno)
              IS DISTINCT FROM (i.first_name, i.last_name, COALESCE(i.email, c.email), COALESCE(i.custno, c.custno))`,
    );
    await this.tx.query(
      `WITH added AS (
         INSERT INTO customer (store_id, custno, first_name, last_name, email, cellular, created_at)
         SELECT $1, custno, first_name, last_name, email, cellular, $2 FROM import_customer WHERE customer_id IS NULL
         RETURNING id, cellular)
       UPDATE import_customer i SET customer_id = added.id, created = true FROM added WHERE added.cellular = i.cellular`,
      [storeId, at],
    );
    await this.applyVehicles(batchId, storeId, at);
    await this.addLeads(batchId, storeId, bocId, at);
    const [counts] = await this.tx.query<{ created: number; updated: number }>(
      `SELECT count(*) FILTER (WHERE created)::int AS created,
              count(DISTINCT customer_id) FILTER (WHERE NOT created)::int AS updated
         FROM import_customer`,
    );
    return { createdCustomers: counts?.created ?? 0, updatedCustomers: counts?.updated ?? 0 };
  }

  /** The store's customer of each row: by cellular, else by e-mail, else the owner of the row's VIN. */
  private async matchCustomers(storeId: number): Promise<void> {
    await this.tx.query(
      `UPDATE import_customer i SET customer_id = c.id
         FROM (SELECT DISTINCT ON (cellular) cellular, id FROM customer WHERE store_id = $1 ORDER BY cellular, id) c
        WHERE c.cellular = i.cellular`,
      [storeId],
    );
    await this.tx.query(
      `UPDATE import_customer i SET customer_id = c.id
         FROM (SELECT DISTINCT ON (lower(email)) lower(email) AS email, id FROM customer
                WHERE store_id = $1 AND email IS NOT NULL ORDER BY lower(email), id) c
        WHERE i.customer_id IS NULL AND i.email = c.email`,
      [storeId],
    );
    await this.tx.query(
      `UPDATE import_customer i SET customer_id = v.customer_id
         FROM (SELECT DISTINCT ON (v.vin) v.vin, v.customer_id FROM service_vehicle v
                 JOIN customer c ON c.id = v.customer_id
                WHERE c.store_id = $1 AND v.vin IN (SELECT vin FROM import_customer)
                ORDER BY v.vin, v.id) v
        WHERE i.customer_id IS NULL AND i.vin = v.vin`,
      [storeId],
    );
  }

  /** Vehicles by VIN at the store: the known ones updated (owner kept), the others added to the row's customer. */
  private async applyVehicles(batchId: number, storeId: number, at: Date): Promise<void> {
    await this.tx.query(
      `INSERT INTO import_vehicle (vin, cellular, make, model, year, sold_date, odometer, row_number)
       SELECT DISTINCT ON (vin) vin, cellular, make, model, year, sold_date, odometer, row_number
         FROM cv_lead_staging WHERE batch_id = $1 ORDER BY vin, row_number DESC`,
      [batchId],
    );
    await this.tx.query(
      `UPDATE import_vehicle i SET vehicle_id = v.id, owner_id = v.customer_id
         FROM (SELECT DISTINCT ON (v.vin) v.vin, v.id, v.customer_id FROM service_vehicle v
                 JOIN customer c ON c.id = v.customer_id
                WHERE c.store_id = $1 AND v.vin IN (SELECT vin FROM import_vehicle)
                ORDER BY v.vin, v.id) v
        WHERE v.vin = i.vin`,
      [storeId],
    );
    await this.tx.query(
      `UPDATE service_vehicle v SET make = i.make, model = i.model, year = i.year,
              sold_date = COALESCE(i.sold_date, v.sold_date), odometer = COALESCE(i.odometer, v.odometer)
         FROM import_vehicle i
        WHERE v.id = i.vehicle_id
          AND (v.make, v.model, v.year, v.sold_date, v.odometer) IS DISTINCT FROM
              (i.make, i.model, i.year, COALESCE(i.sold_date, v.sold_date), COALESCE(i.odometer, v.odometer))`,
    );
    await this.tx.query(
      `WITH added AS (
         INSERT INTO service_vehicle (customer_id, vin, make, model, year, sold_date, odometer, created_at)
         SELECT c.customer_id, i.vin, i.make, i.model, i.year, i.sold_date, i.odometer, $1
           FROM import_vehicle i JOIN import_customer c ON c.cellular = i.cellular
          WHERE i.vehicle_id IS NULL
         RETURNING id, customer_id, vin)
       UPDATE import_vehicle i SET vehicle_id = added.id, owner_id = added.customer_id FROM added
        WHERE added.vin = i.vin`,
      [at],
    );
  }

  /** A not-started CV lead for each vehicle that has none yet, and the batch's record of every vehicle. */
  private async addLeads(batchId: number, storeId: number, bocId: number, at: Date): Promise<void> {
    await this.tx.query(
      `WITH added AS (
         INSERT INTO future_service_interaction (customer_id, vehicle_id, store_id, boc_id, type,
                planned_service_type, stage, ai_enabled, created_on)
         SELECT i.owner_id, i.vehicle_id, $2, $3, 'SERVICE', '${CV_LEAD_SERVICE_TYPE}', 'INITIATED', true, $4
           FROM import_vehicle i
          WHERE NOT EXISTS (SELECT 1 FROM future_service_interaction f
                             WHERE f.vehicle_id = i.vehicle_id AND f.planned_service_type = '${CV_LEAD_SERVICE_TYPE}')
         RETURNING id, vehicle_id)
       INSERT INTO cv_lead (batch_id, customer_id, vehicle_id, fsi_id, status, row_number)
       SELECT $1, i.owner_id, i.vehicle_id, COALESCE(added.id, old.id),
              CASE WHEN added.id IS NULL THEN 'LEAD_EXISTS' ELSE 'LEAD_CREATED' END, i.row_number
         FROM import_vehicle i
         LEFT JOIN added ON added.vehicle_id = i.vehicle_id
         LEFT JOIN LATERAL (SELECT f.id FROM future_service_interaction f
                             WHERE f.vehicle_id = i.vehicle_id AND f.planned_service_type = '${CV_LEAD_SERVICE_TYPE}'
                             ORDER BY f.id LIMIT 1) old ON added.id IS NULL
        ORDER BY i.row_number`,
      [batchId, storeId, bocId, at],
    );
  }
}
