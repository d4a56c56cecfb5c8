import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadOf, messagesOf } from './inbox-state.js';
import { inboxOrder } from './inbox-queries.js';
import { propertyConfig } from '../testing/fc-config.js';
import {
  arbIncomingMessageItem,
  arbInboxScenario,
  inboxOfScenario,
  observeInbox,
  type InboxScenario,
} from '../testing/arb-inbox.js';
import { applyIncomingMessages } from './incoming-message.reducer.js';

describe('applyIncomingMessages rules (spec 1 §4)', () => {
  it('a duplicate message id never appears twice in a lead’s messages, whatever the batch', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const inbox = inboxOfScenario(s);
        s.batches.forEach((batch) => applyIncomingMessages(inbox, batch));
        return s.leads.every((lead) => {
          const ids = messagesOf(inbox, lead.id).map((m) => m.id);
          return new Set(ids).size === ids.length;
        });
      }),
      propertyConfig(),
    );
  });

  it('the lead of the last message of a batch is at the top', () => {
    const arbLast = (s: InboxScenario) =>
      fc
        .constantFrom(...s.leads.map((l) => l.id))
        .chain((id) => arbIncomingMessageItem(id, fc.integer({ min: 1000 })));
    const arbCase = arbInboxScenario.chain((s) => fc.tuple(fc.constant(s), arbLast(s)));
    fc.assert(
      fc.property(arbCase, ([s, last]) => {
        const inbox = inboxOfScenario(s);
        applyIncomingMessages(inbox, [...(s.batches[0] ?? []), last]);
        return inboxOrder(inbox).next().value === last.leadId;
      }),
      propertyConfig(),
    );
  });

  it('latestMessage is never an INTERNAL message unless it was already', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const inbox = inboxOfScenario(s);
        s.batches.forEach((batch) => applyIncomingMessages(inbox, batch));
        return s.leads.every((lead) => {
          const latest = leadOf(inbox, lead.id)?.latestMessage;
          return latest?.messageType !== 'INTERNAL' || latest === lead.latestMessage;
        });
      }),
      propertyConfig(),
    );
  });

  it('applying the same batch twice equals applying it once', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const once = inboxOfScenario(s);
        const twice = inboxOfScenario(s);
        const batch = s.batches.flat();
        applyIncomingMessages(once, batch);
        applyIncomingMessages(twice, batch);
        const again = applyIncomingMessages(twice, batch);
        expect(again.effects).toEqual([]);
        expect(observeInbox(twice, s)).toEqual(observeInbox(once, s));
      }),
      propertyConfig(),
    );
  });

  it('the top-first order contains every lead exactly once', () => {
    fc.assert(
      fc.property(arbInboxScenario, (s) => {
        const inbox = inboxOfScenario(s);
        s.batches.forEach((batch) => applyIncomingMessages(inbox, batch));
        const order = [...inboxOrder(inbox)];
        expect(order).toHaveLength(s.leads.length);
        expect(new Set(order)).toEqual(new Set(s.leads.map((lead) => lead.id)));
      }),
      propertyConfig(),
    );
  });
});
