import type { Queryable } from '../db/database.js';

export type MileageRecordRow = {
  readonly id: number;
  readonly fsi_id: number;
  readonly last_mileage: number;
  readonly minder: string | null;
  /** YYYY-MM-DD. */
  readonly last_service_date: string | null;
  readonly recorded_at: Date;
  readonly recorded_by: string | null;
};

export type NewMileageRecord = {
  readonly fsiId: number;
  readonly lastMileage: number;
  readonly minder: string | null;
  readonly lastServiceDate: string | null;
  readonly userId: number;
  readonly at: Date;
};

const COLUMNS = `r.id, r.fsi_id, r.last_mileage, r.minder, r.last_service_date::text AS last_service_date,
  r.recorded_at, NULLIF(trim(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), '') AS recorded_by`;

/** Mileage recorded from a customer's text: the record, and the vehicle's odometer it moves. */
export class VehicleRecordRepository {
  constructor(private readonly db: Queryable) {}

  /** Records the mileage on the lead's vehicle and makes it the vehicle's odometer. */
  async record(record: NewMileageRecord): Promise<MileageRecordRow> {
    const [row] = await this.db.query<MileageRecordRow>(
      `WITH inserted AS (
         INSERT INTO vehicle_mileage_record (fsi_id, vehicle_id, last_mileage, minder, last_service_date, user_id, recorded_at)
         SELECT f.id, f.vehicle_id, $2, $3, $4::date, $5, $6 FROM future_service_interaction f WHERE f.id = $1
         RETURNING *)
       SELECT ${COLUMNS} FROM inserted r LEFT JOIN app_user u ON u.id = r.user_id`,
      [record.fsiId, record.lastMileage, record.minder, record.lastServiceDate, record.userId, record.at],
    );
    if (!row) throw new Error(`lead ${record.fsiId} vanished while its mileage was recorded`);
    await this.db.query(
      'UPDATE service_vehicle SET odometer = $2 WHERE id = (SELECT vehicle_id FROM future_service_interaction WHERE id = $1)',
      [record.fsiId, record.lastMileage],
    );
    return row;
  }

  /** Every mileage recorded for the lead's vehicle (from any of its leads), newest first. */
  async ofLeadVehicle(fsiId: number): Promise<MileageRecordRow[]> {
    return this.db.query<MileageRecordRow>(
      `SELECT ${COLUMNS} FROM vehicle_mileage_record r LEFT JOIN app_user u ON u.id = r.user_id
        WHERE r.vehicle_id = (SELECT vehicle_id FROM future_service_interaction WHERE id = $1)
        ORDER BY r.recorded_at DESC, r.id DESC`,
      [fsiId],
    );
  }
}
