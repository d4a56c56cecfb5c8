import type { Queryable } from '../db/database.js';

export type InboundVehicleWrite = {
  readonly make: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly mileage: number | null;
  readonly vin: string | null;
};

/** What the conversation calls read and write beyond the messages themselves. */
export class ConversationCallsRepository {
  constructor(private readonly db: Queryable) {}

  /** Writes what the customer gave onto the lead's vehicle; what was not given stays as it was. */
  async saveVehicleDetails(fsiId: number, details: InboundVehicleWrite): Promise<void> {
    await this.db.query(
      `UPDATE service_vehicle v SET make = COALESCE($2, v.make), model = COALESCE($3, v.model),
              year = COALESCE($4, v.year), odometer = COALESCE($5, v.odometer), vin = COALESCE($6, v.vin)
         FROM future_service_interaction f WHERE f.id = $1 AND v.id = f.vehicle_id`,
      [fsiId, details.make, details.model, details.year, details.mileage, details.vin],
    );
  }

  async assistantNames(storeId: number): Promise<Set<string>> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT trim(first_name || ' ' || last_name) AS name FROM assistant WHERE store_id = $1`,
      [storeId],
    );
    return new Set(rows.map((row) => row.name));
  }
}
