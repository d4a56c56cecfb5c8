import {
  checkBocCode,
  checkOfficeTimeZone,
  checkOrganisationName,
  checkStoreCode,
  checkStorePhone,
  timezoneDisplay,
  type Clock,
} from '@torque/domain';
import {
  enterpriseReachOf,
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { BocRepository, type BocRecord } from './boc.repository.js';
import { EnterpriseRepository } from './enterprise.repository.js';
import { valueOr400 } from './organisation-checks.js';
import { StoreAdminRepository, type StoreRecord } from './store-admin.repository.js';

export const BOC_NOT_FOUND = 'No such BOC.';
export const STORE_NOT_FOUND = 'No such store.';
export const BOC_OF_ANOTHER_ENTERPRISE = "The BOC must be one of the store's enterprise.";
export const bocCodeTaken = (code: string) => `Another BOC already has the code ${code}.`;
export const bocNameTaken = (name: string) => `This enterprise already has a BOC named ${name}.`;
export const storeCodeTaken = (code: string) => `Another store already has the code ${code}.`;
export const storePhoneTaken = (phone: string) => `Another store already uses the phone number ${phone}.`;

type StoreInput = Schemas['StoreEdit'];
const ACTION = 'change stores and BOCs' as const;

/** BOCs and stores as the company master list lists, creates and edits them (issue 20). */
export class StoreAdminService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Open to all staff for pickers, inside their enterprise reach. */
  bocs(principal: Principal, enterpriseId: number | undefined): Promise<BocRecord[]> {
    const reach = enterpriseReachOf(principal);
    if (reach !== undefined && enterpriseId !== undefined && enterpriseId !== reach)
      return Promise.resolve([]);
    return new BocRepository(this.db).list(reach ?? enterpriseId);
  }

  async storeDetails(principal: Principal, query: { enterpriseId?: number; bocId?: number }) {
    requireAdminAction(principal, 'see the company master list');
    const reach = enterpriseReachOf(principal);
    if (reach !== undefined && query.enterpriseId !== undefined)
      requireEnterpriseInReach(principal, query.enterpriseId);
    return new StoreAdminRepository(this.db).list({
      enterpriseId: reach ?? query.enterpriseId,
      bocId: query.bocId,
    });
  }

  async createBoc(principal: Principal, input: Schemas['BocCreate']): Promise<BocRecord> {
    requireAdminAction(principal, ACTION);
    requireEnterpriseInReach(principal, input.enterpriseId);
    const code = valueOr400(checkBocCode(input.bocId));
    const name = valueOr400(checkOrganisationName(input.bocName));
    return this.db.transaction(async (tx) => {
      const bocs = new BocRepository(tx);
      if (!(await new EnterpriseRepository(tx).find(input.enterpriseId)))
        throw notFound('No such enterprise.');
      if (await bocs.codeTaken(code)) throw badRequest(bocCodeTaken(code));
      if (await bocs.nameTaken(input.enterpriseId, name, null)) throw badRequest(bocNameTaken(name));
      const boc = await bocs.create(input.enterpriseId, code, name);
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `BOC ${code} ${name}`,
        enterpriseId: input.enterpriseId,
        detail: 'created',
      });
      return boc;
    });
  }

  async renameBoc(principal: Principal, bocId: number, rawName: string): Promise<BocRecord> {
    requireAdminAction(principal, ACTION);
    const name = valueOr400(checkOrganisationName(rawName));
    return this.db.transaction(async (tx) => {
      const bocs = new BocRepository(tx);
      const boc = await this.bocInReach(tx, principal, bocId);
      if (await bocs.nameTaken(boc.enterpriseId, name, bocId)) throw badRequest(bocNameTaken(name));
      const renamed = await bocs.rename(bocId, name);
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `BOC ${boc.bocId} ${name}`,
        enterpriseId: boc.enterpriseId,
        detail: `renamed from ${boc.bocName}`,
      });
      return renamed;
    });
  }

  async createStore(principal: Principal, input: Schemas['StoreCreate']): Promise<Schemas['StoreDetail']> {
    requireAdminAction(principal, ACTION);
    requireEnterpriseInReach(principal, input.enterpriseId);
    const record = this.recordOf(input);
    const id = await this.db.transaction(async (tx) => {
      await this.checkStore(tx, principal, input.enterpriseId, record, null);
      const created = await new StoreAdminRepository(tx).create(input.enterpriseId, record);
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `Store ${record.code} ${record.name}`,
        enterpriseId: input.enterpriseId,
        detail: `created: ${record.make}, ${record.timeZone}, ${record.phone}`,
      });
      return created;
    });
    return (await new StoreAdminRepository(this.db).find(id))!;
  }

  async updateStore(
    principal: Principal,
    storeId: number,
    input: StoreInput,
  ): Promise<Schemas['StoreDetail']> {
    requireAdminAction(principal, ACTION);
    const record = this.recordOf(input);
    await this.db.transaction(async (tx) => {
      const stores = new StoreAdminRepository(tx);
      const store = await stores.find(storeId);
      if (!store) throw notFound(STORE_NOT_FOUND);
      requireEnterpriseInReach(principal, store.enterpriseId);
      await this.checkStore(tx, principal, store.enterpriseId, record, storeId);
      await stores.update(storeId, store.phoneNumber, record);
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `Store ${record.code} ${record.name}`,
        enterpriseId: store.enterpriseId,
        detail: `edited: ${record.make}, ${record.timeZone}, ${record.phone}, BOC ${record.bocId}`,
      });
    });
    return (await new StoreAdminRepository(this.db).find(storeId))!;
  }

  /** Every field through its domain rule; the zone's display offset derived, never typed. */
  private recordOf(input: StoreInput): StoreRecord {
    const timeZone = valueOr400(checkOfficeTimeZone(input.timezone));
    return {
      bocId: input.bocId,
      code: valueOr400(checkStoreCode(input.store_id)),
      name: valueOr400(checkOrganisationName(input.storeName)),
      make: valueOr400(checkOrganisationName(input.brand)),
      timeZone,
      timezoneDisplay: timezoneDisplay(timeZone, this.clock.now()),
      phone: valueOr400(checkStorePhone(input.phoneNumber)),
    };
  }

  private async checkStore(
    tx: Queryable,
    principal: Principal,
    enterpriseId: number,
    record: StoreRecord,
    exceptId: number | null,
  ): Promise<void> {
    const boc = await this.bocInReach(tx, principal, record.bocId);
    if (boc.enterpriseId !== enterpriseId) throw badRequest(BOC_OF_ANOTHER_ENTERPRISE);
    const stores = new StoreAdminRepository(tx);
    if (await stores.codeTaken(record.code, exceptId)) throw badRequest(storeCodeTaken(record.code));
    if (await stores.phoneTaken(record.phone, exceptId)) throw badRequest(storePhoneTaken(record.phone));
  }

  private async bocInReach(tx: Queryable, principal: Principal, bocId: number): Promise<BocRecord> {
    const boc = await new BocRepository(tx).find(bocId);
    if (!boc) throw notFound(BOC_NOT_FOUND);
    requireEnterpriseInReach(principal, boc.enterpriseId);
    return boc;
  }
}
