import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { EventStreams } from './event-streams.js';

/**
 * The event stream takes over the raw response (Fastify's reply is hijacked), since it never ends.
 * Authentication (header or access_token) and the Last-Event-ID format are checked by the contract first.
 */
export function realtimeHandlers(streams: EventStreams): Pick<OperationHandlers, 'streamEvents'> {
  return {
    streamEvents: async (request, reply) => {
      const principal = principalOf(request);
      const lastEventId = request.headers['last-event-id'];
      reply.hijack();
      await streams.serve(principal, reply.raw, typeof lastEventId === 'string' ? lastEventId : null);
      return undefined as never;
    },
  };
}
