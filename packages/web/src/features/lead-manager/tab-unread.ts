import { ALL_SERVICES_TAB, SERVICE_TYPES, unreadForService, type Inbox } from '@torque/domain';

/** A service tab's unread counter; the 'all' tab adds up every service type's (each never below 0). */
export const tabUnread = (inbox: Inbox, tab: string): number =>
  tab === ALL_SERVICES_TAB
    ? SERVICE_TYPES.reduce((sum, type) => sum + unreadForService(inbox, type), 0)
    : unreadForService(inbox, tab);
