import type { Clock } from '@torque/domain';
import type { Database } from '../db/database.js';
import { organisationAdminHandlers } from './organisation-admin.routes.js';
import { OrganisationAdminService } from './organisation-admin.service.js';
import { organisationReadHandlers } from './organisation-read.routes.js';
import { StoreAdminService } from './store-admin.service.js';

/** Enterprises, stores, BOCs, brands, tenants and logos (issue 20), for app.ts to register in one line. */
export function organisationHandlers(db: Database, clock: Clock) {
  const organisation = new OrganisationAdminService(db, clock);
  const stores = new StoreAdminService(db, clock);
  return {
    ...organisationReadHandlers(db, organisation, stores),
    ...organisationAdminHandlers(organisation, stores),
  };
}
