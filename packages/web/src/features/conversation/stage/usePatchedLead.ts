import type { Lead } from '@torque/domain';
import { useState } from 'react';

/** What the stage and marks controls change on the lead the header shows. */
export type LeadPatch = {
  readonly stage?: string;
  readonly outcomeReason?: string | null;
  readonly customerMarks?: Lead['customerMarks'];
  readonly futureServiceInteractionMarks?: Lead['futureServiceInteractionMarks'];
  readonly blockSms?: boolean;
};

/**
 * The lead with the header's own changes (stage, outcome, marks) laid over it while it is the same
 * lead, so they show at once; a new lead (another conversation) starts clean.
 */
export function usePatchedLead(lead: Lead) {
  const [patch, setPatch] = useState<{ readonly leadId: number; readonly fields: LeadPatch } | null>(null);
  const fields = patch?.leadId === lead.id ? patch.fields : null;
  const { blockSms, ...rest } = fields ?? {};
  const shown: Lead = fields
    ? {
        ...lead,
        ...rest,
        customerMaster: blockSms === undefined ? lead.customerMaster : { ...lead.customerMaster, blockSms },
      }
    : lead;
  const apply = (next: LeadPatch) =>
    setPatch((previous) => ({
      leadId: lead.id,
      fields: { ...(previous?.leadId === lead.id ? previous.fields : {}), ...next },
    }));
  return [shown, apply] as const;
}
