import {
  OPTED_OUT_MESSAGE,
  customerNextSendTime,
  decideAtWindowEnd,
  isLeadSmsBlocked,
  type Clock,
  type WindowEndDecision,
} from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { isSmsBlockedByPhone } from '../leads/sms-consent-by-phone.repository.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { HeldReplyRepository } from './held-reply.repository.js';
import { appendNotSentNote } from './not-sent-note.js';

export type HeldReplySenderDeps = {
  readonly db: Database;
  readonly outbox: Pick<OutboxDispatch, 'wake'>;
  readonly clock: Clock;
  readonly onError: (error: unknown) => void;
  /** How often due replies are looked for; the window is 40 s, so a second late at most. */
  readonly pollMs?: number;
};

const BATCH = 50;

/**
 * Issue 14: when a held log-mode reply's 40-second window closes and staff did not step in, the
 * server (not a browser, which may be closed) settles it by the domain's rule: the reply goes to
 * the outbox as the assistant's text (consent, opt-out and quiet hours apply there), or it awaits
 * approval. Either way the note says so; nothing disappears.
 */
export class HeldReplySender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(private readonly deps: HeldReplySenderDeps) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.deps.pollMs ?? 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Settles every reply due now; returns how many went to the outbox. Passes never overlap. */
  async settleDue(): Promise<number> {
    const now = this.deps.clock.now();
    const ids = await new HeldReplyRepository(this.deps.db).dueIds(now, BATCH);
    let sent = 0;
    for (const id of ids) {
      const decision = await this.deps.db.transaction((tx) => settle(tx, id, now));
      if (decision?.kind === 'send') sent += 1;
    }
    if (sent > 0) this.deps.outbox.wake();
    return sent;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.settleDue();
    await this.running.catch((error: unknown) => this.deps.onError(error));
    this.running = null;
  }
}

async function settle(tx: Queryable, id: number, now: Date): Promise<WindowEndDecision | null> {
  const replies = new HeldReplyRepository(tx);
  const note = await replies.lockDue(id, now);
  if (!note) return null;
  const context = await loadReplyContext(tx, note.fsi_id, note.from_address);
  const lead = context.lead;
  const decision = decideAtWindowEnd({
    validLogMode: note.valid_log_mode,
    aiAnswers: lead.aiEnabled && !lead.conversationClosed,
    smsBlocked: isLeadSmsBlocked(lead) || (await isSmsBlockedByPhone(tx, lead.customerMaster.id, lead.id)),
  });
  if (decision.kind === 'send') {
    const notBefore = customerNextSendTime(now, lead.customerMaster, context.officeZone);
    await queueOutgoing(tx, automatedText(context, note.content, now), 'assistant', notBefore);
    await replies.markSent(id);
  } else {
    await replies.holdForApproval(id);
    // An opted-out customer's reply never goes: say so in the conversation, not only by its silence.
    if (decision.reason === 'opted-out')
      await appendNotSentNote(tx, lead.id, 'The assistant’s reply', OPTED_OUT_MESSAGE, now);
  }
  // Open conversations hear of the text itself (queueOutgoing's event) and re-read the note when
  // their countdown ends; the note is not announced again, so the inbox never counts it twice.
  return decision;
}

/** Runs the sender with the server: started when it is ready, stopped before the database closes. */
export function runHeldReplySender(
  app: FastifyInstance,
  deps: Omit<HeldReplySenderDeps, 'onError'>,
): HeldReplySender {
  const sender = new HeldReplySender({
    ...deps,
    onError: (err) => app.log.error({ err }, 'held reply not settled'),
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());
  return sender;
}
