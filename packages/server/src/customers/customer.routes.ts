import { systemClock, type Clock } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { CustomerConversationService } from './customer-conversation.service.js';
import { CustomerCreateService } from './customer-create.service.js';
import { CustomerLanguageService } from './customer-language.service.js';
import { CustomerService } from './customer.service.js';
import { DmsService } from './dms.service.js';
import type { DealerManagementSystem } from './dms/dms.port.js';
import { dmsUrlFrom, HttpDms } from './dms/http-dms.js';
import { SimulatedDms } from './dms/simulated-dms.js';
import { SimulatedPhoneNumberLookup, type PhoneNumberLookup } from './phone-lookup/phone-lookup.port.js';

type CustomerOperations =
  | 'createCustomer'
  | 'updateCustomer'
  | 'getCustomerVehicles'
  | 'attachServiceVehicle'
  | 'searchCustomers'
  | 'updateCustomerLineTypes'
  | 'dmsAddSearchCustomer'
  | 'dmsAddVehicle'
  | 'lookupCustomerVehicles'
  | 'openCustomerConversation'
  | 'setCustomerLanguage';

export type CustomerPorts = {
  readonly dms?: DealerManagementSystem;
  readonly phoneLookup?: PhoneNumberLookup;
  readonly clock?: Clock;
};

/** DMS_URL set: the HTTP DMS bridge (server README); unset: the simulated DMS of the embedded default. */
export function dmsFromEnvironment(env: NodeJS.ProcessEnv = process.env): DealerManagementSystem {
  const configured = dmsUrlFrom(env);
  return configured ? new HttpDms(configured.url, configured.token) : new SimulatedDms();
}

export function customerHandlers(
  db: Database,
  ports: CustomerPorts = {},
): Pick<OperationHandlers, CustomerOperations> {
  const clock = ports.clock ?? systemClock;
  const customers = new CustomerService(db, ports.phoneLookup ?? new SimulatedPhoneNumberLookup(), clock);
  const dms = new DmsService(ports.dms ?? dmsFromEnvironment(), customers);
  const creation = new CustomerCreateService(db, customers, dms, clock);
  const conversations = new CustomerConversationService(db, customers, clock);
  const languages = new CustomerLanguageService(db, customers, clock);
  const paging = (query: { page?: number; size?: number }) => ({
    page: query.page ?? 0,
    size: query.size ?? 50,
  });
  return {
    openCustomerConversation: async (request) =>
      conversations.open(principalOf(request), request.params.bocId, request.body),
    setCustomerLanguage: async (request) =>
      languages.set(principalOf(request), request.params.bocId, request.body),
    createCustomer: async (request) =>
      creation.create(principalOf(request), request.params.bocId, request.body),
    updateCustomer: async (request) =>
      customers.update(principalOf(request), request.params.bocId, request.body),
    getCustomerVehicles: async (request) =>
      customers.vehicles(principalOf(request), request.params.bocId, request.query.customerId),
    attachServiceVehicle: async (request) =>
      dms.attachVehicle(principalOf(request), request.params.bocId, request.body),
    searchCustomers: async (request) =>
      customers.search(
        principalOf(request),
        request.params.bocId,
        request.params.storeId,
        request.body,
        paging(request.query),
      ),
    updateCustomerLineTypes: async (request) =>
      customers.refreshStoreLineTypes(
        principalOf(request),
        request.params.bocId,
        request.params.storeId,
        request.query.start_date,
        request.query.end_date,
      ),
    dmsAddSearchCustomer: async (request) => dms.addSearchCustomer(principalOf(request), request.body),
    dmsAddVehicle: async (request) => dms.addVehicle(principalOf(request), request.body),
    lookupCustomerVehicles: async (request) => dms.lookupVehicles(principalOf(request), request.body),
  };
}
