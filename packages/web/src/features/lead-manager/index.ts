export { LeadManagerPage } from './LeadManagerPage';
/** For benchmarks and other screens: the virtualised list and the inbox-driven list hook. */
export { LeadList, LEAD_ROW_HEIGHT } from './LeadList';
export { InboxStore } from './inbox-store';
export type { LeadSequence } from './top-first-leads';
export { useRealtimeLeadList } from './useRealtimeLeadList';
export { useInboxLeads, useInboxRevision } from './useInboxLeads';
export { PLAIN_ROWS, type RowDisplay } from './lead-row-view';
