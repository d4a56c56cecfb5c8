import type { Lead, LeadId, PreStatus } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../../services/services-context';

export type OtherInteraction = { readonly lead: Lead; readonly status: PreStatus | null };
export type OtherInteractionsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'loaded'; readonly interactions: readonly OtherInteraction[] };

/** The customer's other leads, each with its pre-status (read only while the list is open). */
export function useOtherInteractions(leadId: LeadId, opened: boolean): OtherInteractionsState {
  const { leads, leadFlags } = useServices();
  const [state, setState] = useState<OtherInteractionsState>({ kind: 'loading' });
  useEffect(() => {
    if (!opened) return;
    let live = true;
    // A reopened list shows what it had until the fresh answer replaces it.
    void (async () => {
      const page = await leads.otherInteractions(leadId);
      if (!live) return;
      if (!page.ok) return setState({ kind: 'failed', message: page.error.message });
      const interactions = await Promise.all(
        page.value.data.map(async (lead) => {
          const status = await leadFlags.preStatus(lead.id);
          return { lead, status: status.ok ? status.value : null };
        }),
      );
      if (live) setState({ kind: 'loaded', interactions });
    })();
    return () => {
      live = false;
    };
  }, [leads, leadFlags, leadId, opened]);
  return state;
}
