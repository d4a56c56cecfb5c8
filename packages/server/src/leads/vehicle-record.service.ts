import { formatRequestDate, lastServiceDateOf, systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { requireVisibleLead } from './lead-access.js';
import { VehicleRecordRepository, type MileageRecordRow } from './vehicle-record.repository.js';

/** Dates in the request are the business's calendar dates (spec 1 §9). */
const BUSINESS_ZONE = 'America/New_York';

/** A date-only 'YYYY-MM-DD' as the contract's DD.MM.YYYY; luxon keeps the calendar date. */
const dotted = (isoDate: string | null): string | null => (isoDate ? formatRequestDate(isoDate) : null);

/**
 * The vehicle record (minder / mileage) staff pick from a customer's text (spec 2 §3): recorded with
 * who and when, and the vehicle's odometer follows, so every lead of the vehicle shows it.
 */
export class VehicleRecordService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async update(
    principal: Principal,
    body: Schemas['VehicleRecordUpdate'],
  ): Promise<Schemas['VirtualMileageRecord']> {
    const fsiId = body.future_service_interaction_id;
    await requireVisibleLead(this.db, principal, fsiId);
    const now = this.clock.now();
    const date = lastServiceDateOf(body.last_service_date, now, BUSINESS_ZONE);
    if (!date.ok) throw badRequest(date.error.message);
    const minder = body.minder?.trim() || null;
    const row = await this.db.transaction((tx) =>
      new VehicleRecordRepository(tx).record({
        fsiId,
        lastMileage: body.last_mileage,
        minder,
        lastServiceDate: date.value,
        userId: principal.userId,
        at: now,
      }),
    );
    return {
      id: row.id,
      future_service_interaction_id: row.fsi_id,
      last_mileage: row.last_mileage,
      minder: row.minder,
      last_service_date: dotted(row.last_service_date),
      updatedOn: new Date(row.recorded_at).toISOString(),
    };
  }

  /** The vehicle's mileage history as virtual service records, newest first (one page). */
  async history(principal: Principal, fsiId: number): Promise<Schemas['VirtualServiceRecordPage']> {
    await requireVisibleLead(this.db, principal, fsiId);
    const rows = await new VehicleRecordRepository(this.db).ofLeadVehicle(fsiId);
    const data = rows.map(toServiceRecord);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }
}

function toServiceRecord(row: MileageRecordRow): Schemas['VirtualServiceRecord'] {
  return {
    id: row.id,
    future_service_interaction_id: row.fsi_id,
    serviceDate: dotted(row.last_service_date),
    mileage: row.last_mileage,
    opCodes: [],
    description: null,
    minder: row.minder,
    recordedOn: new Date(row.recorded_at).toISOString(),
    recordedBy: row.recorded_by,
  };
}
