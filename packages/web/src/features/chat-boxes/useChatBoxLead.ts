import type { Lead, LeadId } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

/** What a chat box knows of its lead: the lead, still looking, or an id the user cannot open. */
export type ChatBoxLead =
  | { readonly kind: 'lead'; readonly lead: Lead }
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' };

/**
 * A chat box's lead: the inbox's copy when the list holds it, otherwise fetched by id (a deep link to
 * a lead not on the first page). A new search the lead does not match must not close the box (and
 * lose a draft), so the last copy seen stays. An id the server does not know, or one outside the
 * user's scope (both 404), ends the wait: the box says so instead of spinning.
 */
export function useChatBoxLead(leadId: LeadId, listed: Lead | undefined, listLoading: boolean): ChatBoxLead {
  const { leads } = useServices();
  const [fetched, setFetched] = useState<Lead | null>(null);
  const [missing, setMissing] = useState(false);
  const [remembered, setRemembered] = useState<Lead | null>(null);
  // React's pattern for keeping information from earlier renders: adjust state while rendering.
  if (listed && listed !== remembered) setRemembered(listed);
  const needsFetch = !listed && !listLoading && !remembered && !fetched && !missing;

  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    void leads.get(leadId).then((result) => {
      if (!live) return;
      if (result.ok) setFetched(result.value);
      else if (result.error.status === 404) setMissing(true);
      else showFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [leadId, leads, needsFetch]);

  const lead = listed ?? remembered ?? fetched;
  if (lead) return { kind: 'lead', lead };
  return missing ? { kind: 'not-found' } : { kind: 'loading' };
}
