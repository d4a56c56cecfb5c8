import type { AppError } from '../errors/app-error.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { RejectedInboundEvent } from './rejected-inbound-event.schema.js';

/** The carrier events the server kept aside (listRejectedInboundEvents), newest first; super user only. */
export interface RejectedInboundEventsGateway {
  list(window: PageWindow): Promise<Result<ListPage<RejectedInboundEvent>, AppError>>;
}
