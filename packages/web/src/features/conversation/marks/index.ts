export { CustomerMarksButton } from './CustomerMarksButton';
export type { MarksChange } from './useLeadMarks';
