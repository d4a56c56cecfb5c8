import type {
  DeveloperGateway,
  MessagingNumbersGateway,
  RejectedInboundEventsGateway,
  ReportsGateway,
  SettingsGateway,
  StoresGateway,
  UserAdminGateway,
} from '@torque/domain';
import type { ServiceIdentifier } from 'inversify';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`torque.admin.${name}`);

/** Tokens of the admin ports (reports, stores, settings, user admin, messaging numbers, developer area). */
export const ADMIN_TOKENS = {
  ReportsGateway: token<ReportsGateway>('ReportsGateway'),
  StoresGateway: token<StoresGateway>('StoresGateway'),
  SettingsGateway: token<SettingsGateway>('SettingsGateway'),
  UserAdminGateway: token<UserAdminGateway>('UserAdminGateway'),
  MessagingNumbersGateway: token<MessagingNumbersGateway>('MessagingNumbersGateway'),
  DeveloperGateway: token<DeveloperGateway>('DeveloperGateway'),
  RejectedInboundEventsGateway: token<RejectedInboundEventsGateway>('RejectedInboundEventsGateway'),
} as const;
