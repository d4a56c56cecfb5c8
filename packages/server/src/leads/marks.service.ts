import { SMS_OPT_OUT, systemClock, type Clock } from '@torque/domain';
import { dataScopeOf, scopeCondition } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database, Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';

export const ONE_TARGET = 'Give exactly one of customerId, serviceVehicleId or futureServiceInteractionId.';
export const TARGET_NOT_FOUND = 'Customer, vehicle or lead not found.';

type Target = { column: 'customer_id' | 'vehicle_id' | 'fsi_id'; id: number };
type Owner = { customerId: number; phone: string; leadIds: number[] };

/**
 * Marks on a customer, a vehicle or a lead (marks/v2). SMS_OPT_OUT is compliance: adding it blocks
 * the customer's texts at once and removing the last one unblocks them, each recorded in the consent
 * ledger with source 'staff', and every lead of the customer gets LEAD_FLAGS_CHANGED with its marks.
 */
export class MarksService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async add(principal: Principal, request: Schemas['MarkRequest']): Promise<Schemas['Acknowledgement']> {
    const target = targetOf(request.customerId, request.serviceVehicleId, request.futureServiceInteractionId);
    const owner = await this.ownerInScope(principal, target);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO mark (intent_type, value, ${target.column})
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM mark WHERE intent_type = $1 AND ${target.column} = $3)`,
        [request.intentType, request.value ?? null, target.id],
      );
      if (request.intentType === SMS_OPT_OUT) await this.consent(tx, owner, 'opt-out');
      await this.announce(tx, owner);
    });
    return { message: 'Successfully Updated' };
  }

  async remove(
    principal: Principal,
    query: {
      intentType: string;
      customerId?: number;
      serviceVehicleId?: number;
      futureServiceInteractionId?: number;
    },
  ): Promise<Schemas['Acknowledgement']> {
    const target = targetOf(query.customerId, query.serviceVehicleId, query.futureServiceInteractionId);
    const owner = await this.ownerInScope(principal, target);
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM mark WHERE intent_type = $1 AND ${target.column} = $2`, [
        query.intentType,
        target.id,
      ]);
      if (query.intentType === SMS_OPT_OUT) {
        const left = await tx.query(
          `SELECT 1 FROM mark WHERE intent_type = $1 AND (customer_id = $2 OR fsi_id = ANY($3::int[])) LIMIT 1`,
          [SMS_OPT_OUT, owner.customerId, owner.leadIds],
        );
        if (left.length === 0) await this.consent(tx, owner, 'opt-in');
      }
      await this.announce(tx, owner);
    });
    return { message: 'Successfully Deleted' };
  }

  private async consent(tx: Queryable, owner: Owner, kind: 'opt-in' | 'opt-out'): Promise<void> {
    await tx.query('UPDATE customer SET block_sms = $2 WHERE id = $1', [
      owner.customerId,
      kind === 'opt-out',
    ]);
    await tx.query(
      `INSERT INTO consent_ledger (customer_id, phone, kind, source, text, recorded_at) VALUES ($1, $2, $3, 'staff', $4, $5)`,
      [
        owner.customerId,
        owner.phone,
        kind,
        `${SMS_OPT_OUT} mark ${kind === 'opt-out' ? 'added' : 'removed'}`,
        this.clock.now(),
      ],
    );
  }

  private async announce(tx: Queryable, owner: Owner): Promise<void> {
    const events = new RealtimeEventRepository(tx);
    for (const leadId of owner.leadIds) {
      const marks = await tx.query<{ intentType: string; value: string | null }>(
        'SELECT intent_type AS "intentType", value FROM mark WHERE fsi_id = $1 ORDER BY id',
        [leadId],
      );
      await events.append('LEAD_FLAGS_CHANGED', leadId, { marks, flags: {} });
    }
  }

  /** The customer behind the target and its leads, when the target is in the user's scope. */
  private async ownerInScope(principal: Principal, target: Target): Promise<Owner> {
    const params = new SqlParams();
    const customer =
      target.column === 'customer_id'
        ? params.add(target.id)
        : target.column === 'vehicle_id'
          ? `(SELECT customer_id FROM service_vehicle WHERE id = ${params.add(target.id)})`
          : `(SELECT customer_id FROM future_service_interaction WHERE id = ${params.add(target.id)})`;
    const rows = await this.db.query<{ id: number; cellular: string; lead_ids: number[] }>(
      `SELECT c.id, c.cellular, COALESCE(array_agg(f.id) FILTER (WHERE f.id IS NOT NULL), '{}') AS lead_ids
         FROM customer c JOIN store s ON s.id = c.store_id
         LEFT JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.id = ${customer} AND ${scopeCondition(dataScopeOf(principal), 's', params)}
        GROUP BY c.id, c.cellular`,
      params.values,
    );
    const row = rows[0];
    if (!row) throw notFound(TARGET_NOT_FOUND);
    return { customerId: row.id, phone: row.cellular, leadIds: row.lead_ids };
  }
}

function targetOf(customerId?: number, vehicleId?: number, fsiId?: number): Target {
  const given = [
    customerId !== undefined && ({ column: 'customer_id', id: customerId } as const),
    vehicleId !== undefined && ({ column: 'vehicle_id', id: vehicleId } as const),
    fsiId !== undefined && ({ column: 'fsi_id', id: fsiId } as const),
  ].filter((entry): entry is Target => entry !== false);
  if (given.length !== 1) throw badRequest(ONE_TARGET);
  return given[0]!;
}
