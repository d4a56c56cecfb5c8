import {
  AIVA_FILE_UNKNOWN,
  aivaFileNameOf,
  checkLogo,
  checkOrganisationName,
  type Clock,
  type DivisionId,
} from '@torque/domain';
import {
  enterpriseReachOf,
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { EnterpriseRepository, logoDataUrl, type EnterpriseConfig } from './enterprise.repository.js';
import { valueOr400 } from './organisation-checks.js';
import { TenantRepository } from './tenant.repository.js';

export const ENTERPRISE_NOT_FOUND = 'No such enterprise.';
export const TENANT_NOT_FOUND = 'No such tenant.';
export const NO_LOGO = 'This enterprise has no logo yet.';
export const ENTERPRISE_ID_MISMATCH = 'The enterprise id in the body is not the one in the address.';
export const enterpriseNameTaken = (name: string) => `An enterprise named ${name} already exists.`;
export const TENANT_EXISTS = 'This enterprise already has a tenant.';

type EnterpriseInput = Omit<Schemas['EnterpriseCreate'], 'name'> & { readonly name: string };

const configOf = (input: EnterpriseInput): EnterpriseConfig => ({
  name: valueOr400(checkOrganisationName(input.name)),
  enterpriseType: input.enterpriseType?.trim() || null,
  inbound: input.inbound ?? false,
  realTimeSync: input.realTimeSync ?? false,
  callingFeature: input.callingFeature ?? false,
});

/** Enterprises with their configuration and logo, and tenants with their assistant file (issue 20). */
export class OrganisationAdminService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Open to all staff: platform roles see every enterprise, the others their own. */
  enterprises(principal: Principal): Promise<Schemas['Enterprise'][]> {
    return new EnterpriseRepository(this.db).list(enterpriseReachOf(principal));
  }

  async createEnterprise(principal: Principal, input: Schemas['EnterpriseCreate']) {
    requireAdminAction(principal, 'change enterprises and tenants');
    const config = configOf(input);
    const id = await this.db.transaction(async (tx) => {
      const enterprises = new EnterpriseRepository(tx);
      if (await enterprises.nameTaken(config.name, null)) throw badRequest(enterpriseNameTaken(config.name));
      const created = await enterprises.create(config);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Enterprise ${config.name}`,
        enterpriseId: created,
        detail: 'created',
      });
      return created;
    });
    return (await new EnterpriseRepository(this.db).find(id))!;
  }

  async updateEnterprise(principal: Principal, id: number, input: Schemas['Enterprise']) {
    requireAdminAction(principal, 'change enterprises and tenants');
    if (input.id !== id) throw badRequest(ENTERPRISE_ID_MISMATCH);
    const config = configOf(input);
    await this.db.transaction(async (tx) => {
      const enterprises = new EnterpriseRepository(tx);
      if (await enterprises.nameTaken(config.name, id)) throw badRequest(enterpriseNameTaken(config.name));
      if (!(await enterprises.update(id, config))) throw notFound(ENTERPRISE_NOT_FOUND);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Enterprise ${config.name}`,
        enterpriseId: id,
        detail: `type ${config.enterpriseType ?? 'none'}, inbound ${config.inbound}, real-time sync ${config.realTimeSync}, calling feature ${config.callingFeature}`,
      });
    });
    return (await new EnterpriseRepository(this.db).find(id))!;
  }

  async logo(principal: Principal, enterpriseId: number): Promise<Schemas['Logo']> {
    requireEnterpriseInReach(principal, enterpriseId);
    const enterprise = await new EnterpriseRepository(this.db).find(enterpriseId);
    if (!enterprise) throw notFound(ENTERPRISE_NOT_FOUND);
    if (!enterprise.logoUrl) throw notFound(NO_LOGO);
    return { enterpriseId, url: enterprise.logoUrl };
  }

  /**
   * A logo is part of the enterprise, so it is the platform's to change (README: who may do what).
   * The role is checked before `readLogo` reads the upload; the logo is checked by its bytes (domain
   * enterprise-logo.rules.ts), never by its name.
   */
  async saveLogo(
    principal: Principal,
    enterpriseId: number,
    readLogo: () => Promise<Buffer>,
  ): Promise<Schemas['Logo']> {
    requireAdminAction(principal, 'change enterprises and tenants');
    requireEnterpriseInReach(principal, enterpriseId);
    const bytes = await readLogo();
    const contentType = valueOr400(checkLogo(bytes));
    await this.db.transaction(async (tx) => {
      const enterprises = new EnterpriseRepository(tx);
      const enterprise = await enterprises.find(enterpriseId);
      if (!enterprise) throw notFound(ENTERPRISE_NOT_FOUND);
      const replacing = await enterprises.hasLogo(enterpriseId);
      await enterprises.saveLogo(enterpriseId, contentType, bytes, this.clock.now());
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Logo of ${enterprise.name}`,
        enterpriseId,
        detail: `${replacing ? 'replaced' : 'added'} (${contentType}, ${bytes.length} bytes)`,
      });
    });
    return { enterpriseId, url: logoDataUrl(contentType, bytes.toString('base64')) };
  }

  tenants(principal: Principal): Promise<Schemas['Tenant'][]> {
    requireAdminAction(principal, 'see the company master list');
    return new TenantRepository(this.db).list(enterpriseReachOf(principal));
  }

  async createTenant(principal: Principal, input: Schemas['TenantCreate']): Promise<Schemas['Tenant']> {
    requireAdminAction(principal, 'change enterprises and tenants');
    const name = valueOr400(checkOrganisationName(input.name));
    await this.db.transaction(async (tx) => {
      const enterprise = await new EnterpriseRepository(tx).find(input.enterpriseId);
      if (!enterprise) throw notFound(ENTERPRISE_NOT_FOUND);
      if (!(await new TenantRepository(tx).create(input.enterpriseId, name))) throw badRequest(TENANT_EXISTS);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Tenant ${name} of ${enterprise.name}`,
        enterpriseId: input.enterpriseId,
        detail: 'created',
      });
    });
    return (await new TenantRepository(this.db).find(input.enterpriseId))!;
  }

  async renameTenant(principal: Principal, tenantId: number, rawName: string): Promise<Schemas['Tenant']> {
    requireAdminAction(principal, 'change enterprises and tenants');
    const name = valueOr400(checkOrganisationName(rawName));
    await this.db.transaction(async (tx) => {
      const tenants = new TenantRepository(tx);
      const tenant = await tenants.find(tenantId);
      if (!tenant) throw notFound(TENANT_NOT_FOUND);
      await tenants.rename(tenantId, tenant.name, name);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Tenant ${name}`,
        enterpriseId: tenantId,
        detail: `renamed from ${tenant.name}`,
      });
    });
    return (await new TenantRepository(this.db).find(tenantId))!;
  }

  /** The assistant files of the divisions the tenant's enterprise has assistants for. */
  async aivaFileNames(principal: Principal, tenantId: number): Promise<string[]> {
    requireAdminAction(principal, 'see the company master list');
    requireEnterpriseInReach(principal, tenantId);
    const tenants = new TenantRepository(this.db);
    if (!(await tenants.find(tenantId))) throw notFound(TENANT_NOT_FOUND);
    return (await tenants.assistantDivisions(tenantId)).map((id) => aivaFileNameOf(id as DivisionId));
  }

  async setAivaFile(principal: Principal, tenantId: number, fileName: string): Promise<Schemas['Tenant']> {
    requireAdminAction(principal, 'change enterprises and tenants');
    const known = await this.aivaFileNames(principal, tenantId);
    if (!known.includes(fileName)) throw badRequest(AIVA_FILE_UNKNOWN);
    await this.db.transaction(async (tx) => {
      await new TenantRepository(tx).setAivaFile(tenantId, fileName);
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change enterprises and tenants',
        subject: `Assistant file of tenant ${tenantId}`,
        enterpriseId: tenantId,
        detail: `set to ${fileName}`,
      });
    });
    return (await new TenantRepository(this.db).find(tenantId))!;
  }
}
