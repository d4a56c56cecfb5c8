export { BulkConversationReport } from './BulkConversationReport';
export { ReportsPage } from './ReportsPage';
