import type { RejectedInboundEvent } from '../admin/rejected-inbound-event.schema.js';
import type { RejectedInboundEventsGateway } from '../admin/rejected-inbound-events-gateway.port.js';
import type { PageWindow } from '../shared/list-page.js';
import { err, ok } from '../shared/result.js';
import { inMemoryPage, pageWindowRefusal } from './in-memory-page.js';

/** The rejected carrier events as the server lists them: newest first, in pages. */
export class InMemoryRejectedInboundEventsGateway implements RejectedInboundEventsGateway {
  constructor(private readonly events: RejectedInboundEvent[] = []) {}

  /** As a webhook would keep one. */
  keep(event: RejectedInboundEvent): void {
    this.events.unshift(event);
  }

  list(window: PageWindow) {
    const refusal = pageWindowRefusal(window);
    return Promise.resolve(refusal ? err(refusal) : ok(inMemoryPage(this.events, window)));
  }
}
