import type { Lead, LeadId } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export type DealRoomLeadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly lead: Lead }
  | { readonly status: 'failed'; readonly error: string };

type Loaded = { readonly leadId: LeadId; readonly state: DealRoomLeadState };

const NO_LEAD: DealRoomLeadState = { status: 'failed', error: 'This link does not name a conversation.' };

/** The lead a servicepage link names, loaded with the signed-in user's own authority. */
export function useDealRoomLead(leadId: LeadId | null): DealRoomLeadState {
  const { leads } = useServices();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (leadId === null) return;
    let current = true;
    void leads.get(leadId).then((result) => {
      if (!current) return;
      const state: DealRoomLeadState = result.ok
        ? { status: 'ready', lead: result.value }
        : { status: 'failed', error: result.error.message };
      setLoaded({ leadId, state });
    });
    return () => {
      current = false;
    };
  }, [leadId, leads]);
  if (leadId === null) return NO_LEAD;
  // An answer for another lead (the link changed) is not this lead's.
  return loaded?.leadId === leadId ? loaded.state : { status: 'loading' };
}
