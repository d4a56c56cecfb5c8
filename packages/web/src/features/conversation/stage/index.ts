export { LeadStageControl } from './LeadStageControl';
export { StagesHeaderControls } from './StagesHeaderControls';
export { usePatchedLead, type LeadPatch } from './usePatchedLead';
