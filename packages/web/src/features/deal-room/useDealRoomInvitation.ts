import type { DealRoomInvitation, LeadId } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export type DealRoomInvitationState = {
  /** The live invitation, null when none, undefined while loading. */
  readonly invitation: DealRoomInvitation | null | undefined;
  /** The full link of an invitation made here; the server shows a token only once. */
  readonly link: string | null;
  readonly busy: boolean;
  readonly error: string | null;
};

/** A lead's deal-room link for staff (issue 13 finding 1): see it, mint one, revoke it. */
export function useDealRoomInvitation(leadId: LeadId) {
  const { dealRoomInvitations } = useServices();
  const [state, setState] = useState<DealRoomInvitationState>({
    invitation: undefined,
    link: null,
    busy: false,
    error: null,
  });

  useEffect(() => {
    let live = true;
    void dealRoomInvitations.current(leadId).then((result) => {
      if (!live) return;
      setState((now) =>
        result.ok
          ? { ...now, invitation: result.value }
          : { ...now, invitation: null, error: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [dealRoomInvitations, leadId]);

  const invite = useCallback(async () => {
    setState((now) => ({ ...now, busy: true, error: null }));
    const result = await dealRoomInvitations.invite(leadId);
    setState((now) =>
      result.ok
        ? {
            invitation: result.value.invitation,
            link: new URL(result.value.url, window.location.origin).toString(),
            busy: false,
            error: null,
          }
        : { ...now, busy: false, error: result.error.message },
    );
  }, [dealRoomInvitations, leadId]);

  const revoke = useCallback(async () => {
    setState((now) => ({ ...now, busy: true, error: null }));
    const result = await dealRoomInvitations.revoke(leadId);
    setState((now) =>
      result.ok
        ? { invitation: null, link: null, busy: false, error: null }
        : { ...now, busy: false, error: result.error.message },
    );
  }, [dealRoomInvitations, leadId]);

  return { ...state, invite, revoke };
}
