import type { Lead } from '@torque/domain';
import { CustomerMarksButton } from '../marks';
import { LeadStageControl } from './LeadStageControl';
import type { LeadPatch } from './usePatchedLead';

type StagesHeaderControlsProps = {
  readonly lead: Lead;
  readonly onPatch: (patch: LeadPatch) => void;
};

/** The header's stage (with outcome reason) and marks controls. */
export function StagesHeaderControls({ lead, onPatch }: StagesHeaderControlsProps) {
  return (
    <>
      <LeadStageControl lead={lead} onMoved={onPatch} />
      <CustomerMarksButton
        lead={lead}
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
