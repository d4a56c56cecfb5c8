import {
  DEFAULT_MILES_PER_DAY,
  MAX_MILES_PER_DAY,
  MINIMUM_SPAN_DAYS,
  SERVICE_PERFORMED_ALREADY_CODES,
  SMS_OPT_OUT,
  isoDay,
  serviceMileageValue,
  type DealType,
  type PlannerSpec,
  type PlannerVehicle,
  type PlannerWindow,
  type ServiceVisit,
} from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { phoneOptedOutSql } from '../leads/sms-consent-by-phone.repository.js';

/** Which stores a run looks at: the user's scope, narrowed by the search's BOC and store. */
export type PlannerStores = {
  readonly scope: DataScope;
  readonly bocId?: number | null;
  readonly storeId?: number | null;
  readonly customerNo?: string | null;
  /** Only vehicles sold on or after this ISO date (the search's soldDate). */
  readonly soldSince?: string | null;
};

/** The owner, exclusions and transfers of a vehicle (details). */
export type VehicleDetails = Pick<
  PlannerVehicle,
  'hasFutureAppointment' | 'servicePerformedAlready' | 'optedOut'
> & {
  readonly customerId: number;
  readonly customerNo: string;
  readonly customerName: string;
  readonly cellular: string | null;
  readonly vin: string;
  readonly storeId: number;
  readonly bocId: number;
  /** Set when already transferred for the service type (keyed by service type). */
  readonly transfers: Readonly<Record<string, number>>;
};

/** A vehicle as a planner row names it, beside what the domain decides from. */
export type PlannerCandidate = PlannerVehicle & VehicleDetails;

/** What the due rules read of a vehicle, selected by date window. */
export type CandidateRow = {
  id: number;
  make: string | null;
  model: string | null;
  year: number | null;
  sold_date: string | null;
  deal_type: DealType | null;
  /**
   * The vehicle's history as one text (one string per row is what the drivers read fastest):
   * 'v|closed_on|mileage|opcodes,…|performed service type' for a visit, 'm|day|mileage' for recorded
   * mileage, joined by ';'.
   */
  history: string | null;
};

/** The owner and the exclusions, read only for the vehicles the rules found due. */
type DetailRow = {
  id: number;
  customer_id: number;
  custno: string | null;
  first_name: string;
  last_name: string;
  cellular: string | null;
  vin: string;
  store_id: number;
  boc_id: number;
  opted_out: boolean;
  booked: boolean;
  performed: string[] | null;
  transfers: string[] | null;
};

const DAY_SLACK = 1;

/**
 * The start dates (ISO) whose schedule can fall in the window: by time, those the schedule puts there; with
 * a mileage schedule, any start up to the window's end, since a reading may show any pace (the domain caps
 * only the forecast beyond the last reading) and so reach the service mileage on any day.
 */
export function startBounds(spec: PlannerSpec, window: PlannerWindow): { from: string; to: string } {
  const from = isoDay(window.from).minus(spec.dueAfter).minus({ days: DAY_SLACK });
  const to = spec.mileageLabel === null ? isoDay(window.to).minus(spec.dueAfter) : isoDay(window.to);
  return { from: from.toISODate()!, to: to.plus({ days: DAY_SLACK }).toISODate()! };
}

/**
 * A narrowing (the domain decides) for a planner of New vehicles from the sale, which starts the odometer at
 * zero. The driving habit (driving-habit.rules.ts) runs from the sale to the vehicle's odometer reading
 * (service_vehicle.odometer_*, migration 027; the sale itself without one) at the pace between them (the
 * US average over less than two weeks, capped), so the day the service mileage comes is known here to
 * within a day: due is whichever of time and mileage comes first, and must fall inside the window (a
 * vehicle whose mileage came before it is not due in it). Null when the planner is not of that kind.
 */
function mileageFirstCondition(spec: PlannerSpec, window: PlannerWindow, params: SqlParams): string | null {
  const newOnly = spec.dealTypes?.length && spec.dealTypes.every((type) => type === 'New');
  if (spec.anchor !== 'sold' || spec.mileageLabel === null || !newOnly) return null;
  const byTime = params.add(isoDay(window.to).minus(spec.dueAfter).plus({ days: DAY_SLACK }).toISODate());
  const first = params.add(isoDay(window.from).minus({ days: DAY_SLACK }).toISODate());
  const end = params.add(isoDay(window.to).plus({ days: DAY_SLACK }).toISODate());
  const due = params.add(serviceMileageValue(spec.mileageLabel));
  const miles = 'COALESCE(v.odometer_miles, 0)';
  const day = 'COALESCE(v.odometer_on, v.sold_date)';
  const pace = `(CASE WHEN ${day} - v.sold_date < ${params.add(MINIMUM_SPAN_DAYS)}::int THEN ${params.add(DEFAULT_MILES_PER_DAY)}::float8
                     ELSE LEAST(${params.add(MAX_MILES_PER_DAY)}::float8, ${miles}::float8 / (${day} - v.sold_date)) END)`;
  return `(CASE WHEN ${miles} >= ${due}::int THEN ${day} >= ${first}::date
                WHEN ${pace} <= 0 THEN v.sold_date <= ${byTime}::date
                ELSE (${day} - ${first}::date) * ${pace} + (${due}::int - ${miles}) >= 0
                     AND (v.sold_date <= ${byTime}::date OR (${end}::date - ${day}) * ${pace} >= ${due}::int - ${miles}) END)`;
}

/** SQL for the planners: candidates by date window, then their history in a few set-wise reads. */
export class PlannerRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The vehicles whose start date (sale, or last service) puts the planner's due date possibly inside
   * the window, within the stores and of the planner's kind (deal type, make, model) — a superset the
   * domain then decides on exactly.
   */
  async candidates(spec: PlannerSpec, window: PlannerWindow, stores: PlannerStores): Promise<CandidateRow[]> {
    const params = new SqlParams();
    const bounds = startBounds(spec, window);
    const from = params.add(bounds.from);
    const to = params.add(bounds.to);
    const conditions = [scopeCondition(stores.scope, 's', params)];
    if (spec.anchor === 'sold') {
      conditions.push(`v.sold_date BETWEEN ${from}::date AND ${to}::date`);
      const mileageFirst = mileageFirstCondition(spec, window, params);
      if (mileageFirst) conditions.push(mileageFirst);
    } else
      conditions.push(
        `(v.sold_date BETWEEN ${from}::date AND ${to}::date
          OR EXISTS (SELECT 1 FROM repair_order r WHERE r.vehicle_id = v.id AND r.closed_on BETWEEN ${from}::date AND ${to}::date))`,
      );
    if (spec.dealTypes) conditions.push(`v.deal_type = ANY(${params.add(spec.dealTypes)}::text[])`);
    if (spec.makes)
      conditions.push(`lower(v.make) = ANY(${params.add(spec.makes.map((m) => m.toLowerCase()))}::text[])`);
    if (spec.models)
      conditions.push(`lower(v.model) = ANY(${params.add(spec.models.map((m) => m.toLowerCase()))}::text[])`);
    return this.select(conditions, params, stores);
  }

  /** Chosen vehicles (a transfer), when in the stores. */
  async candidatesByIds(ids: readonly number[], stores: PlannerStores): Promise<CandidateRow[]> {
    const params = new SqlParams();
    const conditions = [scopeCondition(stores.scope, 's', params), `v.id = ANY(${params.add(ids)}::int[])`];
    return this.select(conditions, params, stores);
  }

  private async select(
    conditions: string[],
    params: SqlParams,
    stores: PlannerStores,
  ): Promise<CandidateRow[]> {
    if (stores.storeId) conditions.push(`s.id = ${params.add(stores.storeId)}`);
    if (stores.bocId) conditions.push(`s.boc_id = ${params.add(stores.bocId)}`);
    if (stores.customerNo) conditions.push(`c.custno = ${params.add(stores.customerNo)}`);
    if (stores.soldSince) conditions.push(`v.sold_date >= ${params.add(stores.soldSince)}::date`);
    return this.db.query<CandidateRow>(
      `SELECT v.id, v.make, v.model, v.year, v.sold_date::text AS sold_date, v.deal_type,
              (SELECT string_agg(h.entry, ';')
                 FROM (SELECT 'v|' || r.closed_on::text || '|' || COALESCE(r.mileage::text, '') || '|'
                              || array_to_string(r.opcodes, ',') || '|' || COALESCE(r.performed_service_type, '') AS entry
                         FROM repair_order r WHERE r.vehicle_id = v.id
                       UNION ALL
                       SELECT 'm|' || mr.recorded_at::date::text || '|' || mr.last_mileage
                         FROM vehicle_mileage_record mr WHERE mr.vehicle_id = v.id) h) AS history
         FROM service_vehicle v
         JOIN customer c ON c.id = v.customer_id
         JOIN store s ON s.id = c.store_id
        WHERE ${conditions.join(' AND ')}`,
      params.values,
    );
  }

  /**
   * The owners of vehicles found due, whether the owner opted out, whether an appointment is to come, the
   * service types marked performed already ('*' for all) and earlier transfers ('TYPE:leadId'): read for
   * the due few only, after the rules, since exclusions only ever take vehicles away.
   */
  async details(ids: readonly number[], asOf: Date): Promise<Map<number, VehicleDetails>> {
    if (ids.length === 0) return new Map();
    // The performed-service marks and the transfers are grouped once for all the ids, not probed per row.
    const rows = await this.db.query<DetailRow>(
      `WITH performed AS (
         SELECT m.vehicle_id, array_agg(COALESCE(m.value, '*')) AS performed FROM mark m
          WHERE m.vehicle_id = ANY($1::int[]) AND m.intent_type = ANY($4::text[]) GROUP BY m.vehicle_id),
       transfers AS (
         SELECT t.vehicle_id, array_agg(t.service_type || ':' || t.fsi_id) AS transfers FROM planner_transfer t
          WHERE t.vehicle_id = ANY($1::int[]) GROUP BY t.vehicle_id)
       SELECT v.id, c.id AS customer_id, c.custno, c.first_name, c.last_name, c.cellular, v.vin,
              s.id AS store_id, s.boc_id,
              (c.block_sms OR EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = c.id AND m.intent_type = $2)
               OR ${phoneOptedOutSql('c.cellular', 's.enterprise_id')}) AS opted_out,
              EXISTS (SELECT 1 FROM appointment a WHERE a.vehicle_id = v.id AND a.status = 'BOOKED'
                         AND a.appointment_at >= $3) AS booked,
              p.performed, t.transfers
         FROM service_vehicle v
         JOIN customer c ON c.id = v.customer_id
         JOIN store s ON s.id = c.store_id
         LEFT JOIN performed p ON p.vehicle_id = v.id
         LEFT JOIN transfers t ON t.vehicle_id = v.id
        WHERE v.id = ANY($1::int[])`,
      [ids, SMS_OPT_OUT, asOf, SERVICE_PERFORMED_ALREADY_CODES],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          hasFutureAppointment: row.booked,
          servicePerformedAlready: row.performed ?? [],
          optedOut: row.opted_out,
          customerId: row.customer_id,
          customerNo: row.custno ?? '',
          customerName: `${row.first_name} ${row.last_name}`.trim(),
          cellular: row.cellular,
          vin: row.vin,
          storeId: row.store_id,
          bocId: row.boc_id,
          transfers: Object.fromEntries(
            (row.transfers ?? []).map((entry) => {
              const at = entry.lastIndexOf(':');
              return [entry.slice(0, at), Number(entry.slice(at + 1))];
            }),
          ),
        },
      ]),
    );
  }

  async storeOf(
    storeId: number,
  ): Promise<{ id: number; bocId: number; enterpriseId: number; zone: string } | null> {
    const rows = await this.db.query<{ id: number; bocId: number; enterpriseId: number; zone: string }>(
      'SELECT id, boc_id AS "bocId", enterprise_id AS "enterpriseId", office_time_zone AS zone FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0] ?? null;
  }

  async storeZone(storeId: number): Promise<string | null> {
    const rows = await this.db.query<{ zone: string }>(
      'SELECT office_time_zone AS zone FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0]?.zone ?? null;
  }

  /**
   * The candidates as the due rules read them: their visits and recorded mileage came with the date-window
   * selection (per-vehicle index probes cost less than a second pass over an id list); as yet without
   * exclusions (see details).
   */
  withHistory(rows: readonly CandidateRow[]): PlannerVehicle[] {
    return rows.map((row) => {
      const visits: ServiceVisit[] = [];
      const mileageRecords: { on: string; mileage: number }[] = [];
      for (const entry of row.history ? row.history.split(';') : []) {
        const [kind, day, mileage, opcodes, performed] = entry.split('|');
        if (kind === 'm') mileageRecords.push({ on: day!, mileage: Number(mileage) });
        else
          visits.push({
            closedOn: day!,
            mileage: mileage ? Number(mileage) : null,
            opcodes: opcodes ? opcodes.split(',') : [],
            performedServiceType: performed || null,
          });
      }
      return {
        vehicleId: row.id,
        make: row.make,
        model: row.model,
        year: row.year,
        soldDate: row.sold_date,
        dealType: row.deal_type,
        visits,
        mileageRecords,
        hasFutureAppointment: false,
        servicePerformedAlready: [],
        optedOut: false,
      };
    });
  }

  /**
   * Turns one due vehicle into a lead, once per service type: the planner_transfer row is claimed first
   * (ON CONFLICT DO NOTHING), so a repeat, a second instance or the nightly run answers the existing lead.
   * The lead is NOT_STARTED until its first text actually goes (the outbox's receipt moves it, spec 2 §4).
   */
  async transfer(
    lead: {
      readonly vehicleId: number;
      readonly customerId: number;
      readonly storeId: number;
      readonly bocId: number;
      readonly serviceType: string;
      /** The planner that found it due, whose mapping (Settings → Planner mapping) may name the lead's service. */
      readonly planner: string;
      readonly plannedDate: string;
      readonly run: string;
      readonly userId: number | null;
    },
    at: Date,
  ): Promise<{ fsiId: number; created: boolean }> {
    const existing = await this.transferred(lead.vehicleId, lead.serviceType);
    if (existing !== null) return { fsiId: existing, created: false };
    const leadServiceType = (await this.mappedServiceType(lead.storeId, lead.planner)) ?? lead.serviceType;
    const type = leadServiceType.startsWith('SALES_') ? 'SALES' : 'SERVICE';
    const [created] = await this.db.query<{ id: number }>(
      `INSERT INTO future_service_interaction
         (customer_id, vehicle_id, store_id, boc_id, type, planned_date, planned_service_type, stage, ai_enabled,
          created_on, last_activity_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, 'NOT_STARTED', true, $8, $8) RETURNING id`,
      [
        lead.customerId,
        lead.vehicleId,
        lead.storeId,
        lead.bocId,
        type,
        lead.plannedDate,
        leadServiceType,
        at,
      ],
    );
    const claimed = await this.db.query<{ fsi_id: number }>(
      `INSERT INTO planner_transfer (vehicle_id, service_type, fsi_id, store_id, run, planned_date, transferred_at, user_id)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8)
       ON CONFLICT (vehicle_id, service_type) DO NOTHING RETURNING fsi_id`,
      [
        lead.vehicleId,
        lead.serviceType,
        created!.id,
        lead.storeId,
        lead.run,
        lead.plannedDate,
        at,
        lead.userId,
      ],
    );
    if (claimed.length > 0) return { fsiId: created!.id, created: true };
    // Another transaction claimed it first: keep its lead, drop ours.
    await this.db.query('DELETE FROM future_service_interaction WHERE id = $1', [created!.id]);
    return { fsiId: (await this.transferred(lead.vehicleId, lead.serviceType))!, created: false };
  }

  /**
   * The service interaction an enterprise maps a planner to (issue 20, migration 036), for the store's
   * enterprise and this store (a mapping without stores covers them all); null when there is none.
   */
  async mappedServiceType(storeId: number, planner: string): Promise<string | null> {
    const [mapping] = await this.db.query<{ service_type: string }>(
      `SELECT m.service_type FROM service_interaction_mapping m JOIN store s ON s.enterprise_id = m.enterprise_id
        WHERE s.id = $1 AND m.planner_key = $2 AND (cardinality(m.store_ids) = 0 OR $1 = ANY(m.store_ids))`,
      [storeId, planner],
    );
    return mapping?.service_type ?? null;
  }

  async transferred(vehicleId: number, serviceType: string): Promise<number | null> {
    const rows = await this.db.query<{ fsi_id: number }>(
      'SELECT fsi_id FROM planner_transfer WHERE vehicle_id = $1 AND service_type = $2',
      [vehicleId, serviceType],
    );
    return rows[0]?.fsi_id ?? null;
  }

  /**
   * Reset: forgets the transfers of these service types in the stores whose lead was never started (no
   * conversation, no message), deleting those leads, so the planner may offer the vehicles again.
   */
  async forgetUnstartedTransfers(serviceTypes: readonly string[], stores: PlannerStores): Promise<number> {
    const params = new SqlParams();
    const conditions = [
      `t.service_type = ANY(${params.add(serviceTypes)}::text[])`,
      scopeCondition(stores.scope, 's', params),
      'NOT f.conversation_initiated',
      'NOT EXISTS (SELECT 1 FROM message_instance mi WHERE mi.fsi_id = f.id)',
    ];
    if (stores.storeId) conditions.push(`s.id = ${params.add(stores.storeId)}`);
    if (stores.bocId) conditions.push(`s.boc_id = ${params.add(stores.bocId)}`);
    const rows = await this.db.query<{ id: number }>(
      `DELETE FROM future_service_interaction WHERE id IN (
         SELECT f.id FROM planner_transfer t
           JOIN future_service_interaction f ON f.id = t.fsi_id
           JOIN store s ON s.id = t.store_id
          WHERE ${conditions.join(' AND ')})
       RETURNING id`,
      params.values,
    );
    return rows.length;
  }
}
