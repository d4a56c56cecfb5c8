import type { Queryable } from '../../db/database.js';

/**
 * Test data for the appointment reports, written straight to the tables the rest of Torque writes:
 * a store of the tests' own (in a zone of their choice, so a day's edge is real), its leads, texts,
 * appointments, repair orders and hand-offs. Reports then count only what a test wrote there.
 */
export class ReportFixture {
  private serial = 0;
  constructor(private readonly db: Queryable) {}

  /** A store in demo enterprise 1 / BOC 1 (demo stores use other zones' days as well). */
  async store(zone: string, name = 'Report Motors'): Promise<number> {
    const n = ++this.serial;
    const [store] = await this.db.query<{ id: number }>(
      `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
       VALUES (1, 1, $1, $2, 'Kia', $3, 'GMT', $4) RETURNING id`,
      [`RPT-${n}-${Date.now() % 100000}`, `${name} ${n}`, zone, `+1999555${String(1000 + n).slice(-4)}`],
    );
    return store!.id;
  }

  async lead(
    storeId: number,
    fields: {
      firstName?: string;
      serviceType?: string;
      handOff?: string;
      handOffAt?: string;
      closed?: boolean;
    } = {},
  ): Promise<{ fsiId: number; vehicleId: number; customerId: number }> {
    const n = ++this.serial;
    const [customer] = await this.db.query<{ id: number }>(
      `INSERT INTO customer (store_id, first_name, last_name, cellular) VALUES ($1, $2, 'Tester', $3) RETURNING id`,
      [storeId, fields.firstName ?? `Customer${n}`, `+1888555${String(1000 + n).slice(-4)}`],
    );
    const [vehicle] = await this.db.query<{ id: number }>(
      `INSERT INTO service_vehicle (customer_id, vin, make, model, year) VALUES ($1, $2, 'Kia', 'Soul', 2022) RETURNING id`,
      [customer!.id, `KNDJ${String(n).padStart(13, '0')}`],
    );
    const [lead] = await this.db.query<{ id: number }>(
      `INSERT INTO future_service_interaction (customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage,
                                               hand_off, hand_off_at, conversation_closed)
       VALUES ($1, $2, $3, (SELECT boc_id FROM store WHERE id = $3), $4, 'INITIATED', $5, $6, $7) RETURNING id`,
      [
        customer!.id,
        vehicle!.id,
        storeId,
        fields.serviceType ?? 'OIL_CHANGE',
        fields.handOff ?? null,
        fields.handOffAt ?? null,
        fields.closed ?? false,
      ],
    );
    return { fsiId: lead!.id, vehicleId: vehicle!.id, customerId: customer!.id };
  }

  /** A message on the lead: ours ('SENT', by a staff member when userId is given) or theirs ('RECEIVED'). */
  async message(
    fsiId: number,
    at: string,
    direction: 'SENT' | 'RECEIVED',
    fields: { userId?: number; type?: 'SMS' | 'EMAIL' } = {},
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, sent_by_user_id)
       VALUES ($1, 'Hello', $2, $3, $4, 'TEXT', $5)`,
      [fsiId, at, direction, fields.type ?? 'SMS', fields.userId ?? null],
    );
  }

  async appointment(
    lead:
      { fsiId: number; vehicleId: number; customerId: number } | { vehicleId: number; customerId: number },
    storeId: number,
    at: string,
    fields: {
      status?: string;
      createdAt?: string;
      source?: string;
      bookedBy?: number;
      serviceType?: string;
    } = {},
  ): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, status, fsi_id, customer_id, source,
                                created_at, booked_by_user_id, service_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        lead.vehicleId,
        storeId,
        at,
        fields.status ?? 'BOOKED',
        'fsiId' in lead ? lead.fsiId : null,
        lead.customerId,
        fields.source ?? 'STAFF',
        fields.createdAt ?? at,
        fields.bookedBy ?? null,
        fields.serviceType ?? null,
      ],
    );
    return row!.id;
  }

  /** An open repair order: the car checked in at `openedAt`. */
  async checkIn(
    lead: { fsiId: number; vehicleId: number },
    storeId: number,
    openedAt: string,
    appointmentId: number | null = null,
  ): Promise<string> {
    const roNumber = `T${++this.serial}`;
    await this.db.query(
      `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, fsi_id, appointment_id, opened_at, status_changed_at)
       VALUES ($1, $2, $3, 'UNASSIGNED', $4, $5, $6, $6)`,
      [lead.vehicleId, storeId, roNumber, lead.fsiId, appointmentId, openedAt],
    );
    return roNumber;
  }

  /** A hand-off recorded as the workflow calls record it. */
  async handOffEvent(fsiId: number, userId: number, at: string): Promise<void> {
    await this.db.query(
      `INSERT INTO lead_workflow_event (fsi_id, kind, value, user_id, recorded_at) VALUES ($1, 'gm-handoff', NULL, $2, $3)`,
      [fsiId, userId, at],
    );
  }

  /** Forgets every store the fixture made, with all that hangs off it. */
  async reset(): Promise<void> {
    const stores = "(SELECT id FROM store WHERE store_code LIKE 'RPT-%')";
    await this.db.exec(`
      DELETE FROM repair_order WHERE store_id IN ${stores};
      DELETE FROM appointment WHERE store_id IN ${stores};
      DELETE FROM lead_workflow_event WHERE fsi_id IN (SELECT id FROM future_service_interaction WHERE store_id IN ${stores});
      DELETE FROM future_service_interaction WHERE store_id IN ${stores};
      DELETE FROM service_vehicle WHERE customer_id IN (SELECT id FROM customer WHERE store_id IN ${stores});
      DELETE FROM customer WHERE store_id IN ${stores};
      DELETE FROM store WHERE store_code LIKE 'RPT-%';`);
  }
}
