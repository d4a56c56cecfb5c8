export { BulkConversationReport } from './BulkConversationReport';
