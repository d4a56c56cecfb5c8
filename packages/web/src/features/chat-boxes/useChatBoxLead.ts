import type { Lead, LeadId } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

/**
 * A chat box's lead: the inbox's copy when the list holds it, otherwise fetched by id (a deep link to
 * a lead not on the first page). A new search the lead does not match must not close the box (and
 * lose a draft), so the last copy seen stays.
 */
export function useChatBoxLead(leadId: LeadId, listed: Lead | undefined, listLoading: boolean): Lead | null {
  const { leads } = useServices();
  const [fetched, setFetched] = useState<Lead | null>(null);
  const [remembered, setRemembered] = useState<Lead | null>(null);
  // React's pattern for keeping information from earlier renders: adjust state while rendering.
  if (listed && listed !== remembered) setRemembered(listed);
  const needsFetch = !listed && !listLoading && !remembered && !fetched;

  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    void leads.get(leadId).then((result) => {
      if (!live) return;
      if (result.ok) setFetched(result.value);
      else showFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [leadId, leads, needsFetch]);

  return listed ?? remembered ?? fetched;
}
