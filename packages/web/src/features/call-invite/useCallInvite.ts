import {
  isShownOnCallInvite,
  LeadIdSchema,
  type Assistant,
  type CallInviteParams,
  type DealRoomInvite,
  type Lead,
  type MessageInstance,
} from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export type CallInviteState =
  | { readonly kind: 'loading' }
  /** The link is incomplete or old-style (no token), expired, revoked, or for another lead. */
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'ready';
      readonly lead: Lead;
      readonly messages: readonly MessageInstance[];
      readonly assistants: readonly Assistant[];
    };

/** The invitation the query names, when both ids are positive whole numbers and it has a token. */
export function inviteFrom(params: CallInviteParams): DealRoomInvite | null {
  const leadId = LeadIdSchema.safeParse(Number(params.futureServiceInteractionId));
  const userMasterId = Number(params.userMasterId);
  const token = params.token ?? '';
  return leadId.success && Number.isInteger(userMasterId) && userMasterId > 0 && token !== ''
    ? { leadId: leadId.data, userMasterId, token }
    : null;
}

/**
 * Spec 1 §2 /service/landing: loads the lead, its history and its assistants through the public
 * deal-room calls (no auth header). A failed history is logged only (spec 1 §8); the page then shows
 * the lead without messages.
 */
export function useCallInvite(params: CallInviteParams): CallInviteState {
  const { dealRoom } = useServices();
  const [state, setState] = useState<CallInviteState>({ kind: 'loading' });
  const leadParam = params.futureServiceInteractionId;
  const userParam = params.userMasterId;
  const tokenParam = params.token;
  const linkParams = { futureServiceInteractionId: leadParam, userMasterId: userParam, token: tokenParam };

  const complete = inviteFrom(linkParams) !== null;

  useEffect(() => {
    const invite = inviteFrom({
      futureServiceInteractionId: leadParam,
      userMasterId: userParam,
      token: tokenParam,
    });
    if (!invite) return;
    let live = true;
    void Promise.all([dealRoom.lead(invite), dealRoom.history(invite), dealRoom.assistants(invite)]).then(
      ([lead, history, assistants]) => {
        if (!live) return;
        if (!lead.ok) {
          setState({ kind: 'unavailable' });
          return;
        }
        if (!history.ok) console.warn('Conversation history could not be loaded', history.error);
        setState({
          kind: 'ready',
          lead: lead.value,
          messages: history.ok ? history.value.filter(isShownOnCallInvite) : [],
          assistants: assistants.ok ? assistants.value : [],
        });
      },
    );
    return () => {
      live = false;
    };
  }, [dealRoom, leadParam, userParam, tokenParam]);

  return complete ? state : { kind: 'unavailable' };
}
