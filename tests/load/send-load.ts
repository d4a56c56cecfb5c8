import { Agent, request } from 'node:http';
import type { LoadLead } from './load-database.js';

/**
 * Sends share a bounded pool of kept-alive connections, as browsers and proxies do: when the server
 * falls behind, requests wait in the queue here (counted in the latency) instead of opening thousands
 * of sockets and timing out on connect.
 */
const SEND_CONNECTIONS = 64;

function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export type SendLoad = {
  /** Message id → when its send was issued (performance.now()). */
  readonly sentAt: Map<number, number>;
  readonly errors: number;
  /** Why sends failed: HTTP status or error message → count. */
  readonly errorReasons: ReadonlyMap<string, number>;
  readonly seconds: number;
};

/**
 * Issues `perSecond` staff texts for `seconds` on a fixed schedule (open loop: a slow answer does not
 * delay the next send), round-robin over the leads (and over the servers, when several share a
 * database), and waits for every answer.
 */
export async function runSendLoad(
  base: string | readonly string[],
  token: string,
  leads: readonly LoadLead[],
  perSecond: number,
  seconds: number,
): Promise<SendLoad> {
  const sentAt = new Map<number, number>();
  let errors = 0;
  const errorReasons = new Map<string, number>();
  const failed = (reason: string) => {
    errors += 1;
    errorReasons.set(reason, (errorReasons.get(reason) ?? 0) + 1);
  };
  const bases = typeof base === 'string' ? [base] : base;
  const agent = new Agent({ keepAlive: true, maxSockets: SEND_CONNECTIONS });
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < perSecond * seconds; i++) {
    const wait = started + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const lead = leads[i % leads.length]!;
    const at = performance.now();
    pending.push(
      postJson(
        `${bases[i % bases.length]}/api/svc-message-instance/svc-send-message`,
        { authorization: `Bearer ${token}` },
        JSON.stringify({
          id: lead.customerId,
          jaguarFutureServiceInteractionId: lead.leadId,
          content: `Load message ${i}`,
          from: lead.phone,
          to: lead.cellular,
          direction: 'SEND',
          messageType: 'SMS',
          notificationType: 'MESSAGE_TO_CUSTOMER',
        }),
        agent,
      )
        .then((response) => {
          const answer = JSON.parse(response.body) as { id?: number; message?: string };
          if (response.status === 200 && answer.id !== undefined) sentAt.set(answer.id, at);
          else failed(`${response.status} ${answer.message ?? ''}`);
        })
        .catch((error: unknown) => {
          failed(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));
        }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { sentAt, errors, errorReasons, seconds: (performance.now() - started) / 1000 };
}
