import type {
  BulkConversationGateway,
  CompanyTemplateGateway,
  CustomTemplateGateway,
  DealRoomGateway,
  DealRoomInvitationGateway,
  BookingLinkGateway,
  EmailAutoResponseGateway,
  InterventionGateway,
  LogModeGateway,
  MessageArchive,
  UnreadCountsGateway,
  UnreadResponseOutbox,
} from '@torque/domain';
import type { ServiceIdentifier } from 'inversify';
import type { PublicApiClient } from '../http/public-api-client.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`torque.${name}`);

/** Tokens of the messaging, templates and public deal room ports. */
export const MESSAGING_TOKENS = {
  PublicApiClient: token<PublicApiClient>('PublicApiClient'),
  UnreadCountsGateway: token<UnreadCountsGateway>('UnreadCountsGateway'),
  LogModeGateway: token<LogModeGateway>('LogModeGateway'),
  MessageArchive: token<MessageArchive>('MessageArchive'),
  InterventionGateway: token<InterventionGateway>('InterventionGateway'),
  UnreadResponseOutbox: token<UnreadResponseOutbox>('UnreadResponseOutbox'),
  BulkConversationGateway: token<BulkConversationGateway>('BulkConversationGateway'),
  EmailAutoResponseGateway: token<EmailAutoResponseGateway>('EmailAutoResponseGateway'),
  CustomTemplateGateway: token<CustomTemplateGateway>('CustomTemplateGateway'),
  CompanyTemplateGateway: token<CompanyTemplateGateway>('CompanyTemplateGateway'),
  DealRoomGateway: token<DealRoomGateway>('DealRoomGateway'),
  DealRoomInvitationGateway: token<DealRoomInvitationGateway>('DealRoomInvitationGateway'),
  BookingLinkGateway: token<BookingLinkGateway>('BookingLinkGateway'),
} as const;
