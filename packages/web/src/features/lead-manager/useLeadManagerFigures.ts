import { officeScopeOf, type LeadManagerView, type UserSession } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export type LeadManagerFigures = {
  readonly appointmentsSet: number | null;
  readonly counts: Readonly<Record<string, number>>;
};

/** The lisa views count through the lisa custom search, the others through the lead manager's. */
const countVariant = (view: LeadManagerView) =>
  view.source.kind === 'list' && view.source.list.startsWith('lisa') ? 'lisa' : 'lead-manager';

/**
 * The figures above the lead list: appointments set in the user's leads, and the office's counts
 * (lead-manager data for the user's company, division and office). Each part stays empty if its call fails.
 */
export function useLeadManagerFigures(session: UserSession, view: LeadManagerView): LeadManagerFigures {
  const { leadLists } = useServices();
  const [figures, setFigures] = useState<LeadManagerFigures>({ appointmentsSet: null, counts: {} });
  const variant = countVariant(view);
  useEffect(() => {
    let live = true;
    void Promise.all([
      leadLists.countAppointmentSet({}, variant),
      leadLists.leadManagerData(officeScopeOf(session)),
    ]).then(([count, data]) => {
      if (!live) return;
      setFigures({
        appointmentsSet: count.ok ? count.value : null,
        counts: data.ok ? data.value.counts : {},
      });
    });
    return () => {
      live = false;
    };
  }, [leadLists, session, variant]);
  return figures;
}
