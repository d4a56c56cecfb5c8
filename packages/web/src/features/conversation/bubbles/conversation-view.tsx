import {
  canSeeDelayColours,
  canSeeResponseTime,
  canUseMessageOptions,
  leadManagerVariant,
  primaryRole,
  usesEnterpriseChatLayout,
  type Lead,
  type Role,
  type UserSession,
} from '@torque/domain';
import { createContext, use, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../../services/services-context';
import type { MessageChange } from '../message-menu/message-action';
import { mileageRequests } from '../vehicle-record/mileage-requests';

/** Who is looking at which conversation, and what the role rules let them see and do (spec 1 §6). */
export type ConversationView = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly role: Role;
  /** The message option menu and the log-mode control (SUPER_DATA_ADMIN, SUPER_USER). */
  readonly messageOptions: boolean;
  readonly delayColours: boolean;
  /** 'RT: …' on sent messages: global inbox and max-response-time routes, super roles. */
  readonly responseTime: boolean;
  /** Enterprise users' chat layout: date badges and sender names. */
  readonly enterpriseLayout: boolean;
  /** Something changed on the server (archive, log mode, send): reload the history. */
  readonly onChanged: (change?: MessageChange) => void;
  /** Asks the header to record a mileage picked from a text's selection (the vehicle record). */
  readonly onMileage?: (miles: number) => void;
};

const ConversationViewContext = createContext<ConversationView | null>(null);
export const ConversationViewProvider = ConversationViewContext.Provider;

/** The view of the conversation a bubble sits in; null for a bare bubble (call invite page, tests). */
export const useConversationView = (): ConversationView | null => use(ConversationViewContext);

/** Builds the view from the lead, the session, the route and the installation's tenant mode. */
export function useConversationViewOf(
  lead: Lead | undefined,
  session: UserSession | undefined,
  onChanged: (change?: MessageChange) => void,
): ConversationView | null {
  const { environment } = useServices();
  const { pathname } = useLocation();
  return useMemo(() => {
    if (!lead || !session) return null;
    const role = primaryRole(session);
    const variant = leadManagerVariant(pathname);
    return {
      lead,
      session,
      role,
      messageOptions: canUseMessageOptions(role),
      delayColours: canSeeDelayColours(role) && (variant?.responseDelayStyling ?? true),
      responseTime: variant ? canSeeResponseTime(variant, role) : false,
      enterpriseLayout: usesEnterpriseChatLayout(role, environment.tenantMode),
      onChanged,
      onMileage: (miles: number) => mileageRequests.request(lead.id, miles),
    };
  }, [environment.tenantMode, lead, onChanged, pathname, session]);
}
