import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadOf, messagesOf } from './inbox-state.js';
import { propertyConfig } from '../testing/fc-config.js';
import { closeConversation, openConversation } from './chat-box.reducer.js';
import type { IncomingItem } from '../conversation/incoming-item.schema.js';
import { arbInboxScenario, inboxOfScenario, observeInbox } from '../testing/arb-inbox.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';

/** The rule, stated on its own: received, not MESSAGE_TO_CUSTOMER, chat box closed. */
const qualifiesAsUnread = (item: IncomingItem, open: boolean) =>
  item.kind === 'message' &&
  !open &&
  item.message.direction === 'RECEIVED' &&
  item.message.notificationType !== 'MESSAGE_TO_CUSTOMER';

describe('unread counts (spec 1 §4)', () => {
  it('unread never goes below 0, whatever is applied, opened and closed', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const inbox = inboxOfScenario(s);
        s.steps.forEach((step, index) => {
          if (step.op === 'apply') applyIncomingMessages(inbox, s.batches[index % s.batches.length] ?? []);
          else if (step.op === 'open') openConversation(inbox, step.id);
          else closeConversation(inbox, step.id);
          const seen = observeInbox(inbox, s);
          const unread = [
            ...seen.service,
            ...seen.store,
            ...seen.leads.map((lead) => lead?.totalUnreadCount ?? 0),
          ];
          expect(unread.every((count) => count >= 0)).toBe(true);
        });
      }),
      propertyConfig(),
    );
  });

  it('unread rises only for received messages to a closed chat box that are not MESSAGE_TO_CUSTOMER', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const inbox = inboxOfScenario(s);
        const batch = s.batches[0] ?? [];
        const expected = new Map(s.leads.map((lead) => [lead.id, lead.totalUnreadCount]));
        const known = new Map(
          s.leads.map((lead) => [lead.id, new Set(messagesOf(inbox, lead.id).map((m) => m.id))]),
        );
        for (const item of batch) {
          const ids = known.get(item.leadId);
          if (item.kind !== 'message' || !ids || ids.has(item.message.id)) continue;
          ids.add(item.message.id);
          const open = s.open.includes(item.leadId);
          if (qualifiesAsUnread(item, open)) expected.set(item.leadId, (expected.get(item.leadId) ?? 0) + 1);
        }
        applyIncomingMessages(inbox, batch);
        return s.leads.every((lead) => leadOf(inbox, lead.id)?.totalUnreadCount === expected.get(lead.id));
      }),
      propertyConfig(),
    );
  });
});
