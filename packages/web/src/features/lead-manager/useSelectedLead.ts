import { LeadIdSchema, type Lead, type LeadId } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context';
import { showFailure } from '../../ui/notices';

/** The id in /leadmanager/:leadId, when it is a valid lead id. */
export function parseLeadId(param: string | undefined): LeadId | null {
  if (param === undefined) return null;
  const parsed = LeadIdSchema.safeParse(Number(param));
  return parsed.success ? parsed.data : null;
}

/**
 * The open lead: taken from the loaded list when it is there, otherwise fetched by id
 * (a deep link to a lead that is not on the first page). A new search reloading the list, or a
 * search the open lead does not match, must not close the conversation (and lose a draft), so
 * the last copy seen in the list stays open.
 */
export function useSelectedLead(leadId: LeadId | null, listed: readonly Lead[], listLoading: boolean) {
  const { leads } = useServices();
  const fromList = leadId === null ? undefined : listed.find((lead) => lead.id === leadId);
  const [fetched, setFetched] = useState<Lead | null>(null);
  const [remembered, setRemembered] = useState<Lead | null>(null);
  // React's pattern for keeping information from earlier renders: adjust state while rendering.
  if (fromList && fromList !== remembered) setRemembered(fromList);
  const known = remembered?.id === leadId || fetched?.id === leadId;
  const needsFetch = leadId !== null && !fromList && !listLoading && !known;

  useEffect(() => {
    if (!needsFetch || leadId === null) return;
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

  if (leadId === null) return null;
  if (fromList) return fromList;
  if (remembered?.id === leadId) return remembered;
  return fetched?.id === leadId ? fetched : null;
}
