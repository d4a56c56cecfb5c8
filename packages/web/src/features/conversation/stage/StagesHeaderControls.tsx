import type { Lead } from '@torque/domain';
import { CustomerMarksButton } from '../marks';
import { LeadStageControl } from './LeadStageControl';
import type { LeadPatch } from './usePatchedLead';

type StagesHeaderControlsProps = {
  readonly lead: Lead;
  readonly onPatch: (patch: LeadPatch) => void;
  /** Viewing-only roles read the marks but may not change them (the server refuses them too). */
  readonly marksEditable: boolean;
};

/** The header's stage (with outcome reason) and marks controls. */
export function StagesHeaderControls({ lead, onPatch, marksEditable }: StagesHeaderControlsProps) {
  return (
    <>
      <LeadStageControl lead={lead} onMoved={onPatch} />
      <CustomerMarksButton
        lead={lead}
        editable={marksEditable}
        onChange={(change) =>
          onPatch({
            customerMarks: [...change.customerMarks],
            futureServiceInteractionMarks: [...change.futureServiceInteractionMarks],
            blockSms: change.blockSms,
          })
        }
      />
    </>
  );
}
