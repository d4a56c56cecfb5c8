import type {
  AppointmentGateway,
  ImportGateway,
  PlannerGateway,
  RepairOrderGateway,
  SalesGateway,
  SwimlaneBridgeGateway,
} from '@torque/domain';
import type { ServiceIdentifier } from 'inversify';
import type { XhrFactory } from '../browser/upload-with-progress.js';
import type { ApiClient } from '../http/api-client.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`torque.operations.${name}`);

/** Tokens of the operations ports (planners, imports, appointments, repair orders, sales, bridge). */
export const OPERATIONS_TOKENS = {
  /** The data-sync host's client (same token middleware as the main API). */
  DataSyncClient: token<ApiClient>('DataSyncClient'),
  /** The swimlane bridge host's client (with the session's token, issue 28). */
  BridgeClient: token<ApiClient>('BridgeClient'),
  XhrFactory: token<XhrFactory>('XhrFactory'),
  PlannerGateway: token<PlannerGateway>('PlannerGateway'),
  ImportGateway: token<ImportGateway>('ImportGateway'),
  AppointmentGateway: token<AppointmentGateway>('AppointmentGateway'),
  RepairOrderGateway: token<RepairOrderGateway>('RepairOrderGateway'),
  SalesGateway: token<SalesGateway>('SalesGateway'),
  SwimlaneBridgeGateway: token<SwimlaneBridgeGateway>('SwimlaneBridgeGateway'),
} as const;
