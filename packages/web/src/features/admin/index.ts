/** Administration screens of the staff app (loaded on demand). */
export { RejectedInboundEventsPage } from './RejectedInboundEventsPage';
