import { applyIncomingMessages, toIncomingItem, topLeads, type IncomingItem } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { InboxStore } from './inbox-store';
import { customerText, testLead } from '../../test/leads';

const leads = Array.from({ length: 50 }, (_, index) => testLead(index + 1, `Customer${index + 1}`, 'Test'));

function textFor(id: number, messageId: number): IncomingItem {
  const lead = leads[id - 1];
  if (!lead) throw new Error(`no test lead ${id}`);
  const item = toIncomingItem(customerText(lead, messageId, 'Yes please'));
  if (!item) throw new Error('a customer text is a queue item');
  return item;
}

describe("the inbox store's top-first leads", () => {
  it('counts every lead and reads them in the inbox order, one snapshot per lead', () => {
    const store = new InboxStore({ leads });
    applyIncomingMessages(store.inbox, [textFor(30, 9_001), textFor(7, 9_002)]);
    store.publish();

    const view = store.leads();
    const read = Array.from({ length: view.length }, (_, index) => view.at(index));

    expect(view.length).toBe(50);
    expect(read).toEqual(topLeads(store.inbox, 50));
    expect(read.slice(0, 3).map((lead) => lead?.id)).toEqual([7, 30, 1]);
    expect(view.at(0)).toBe(view.at(0));
  });

  it('has no lead outside its places', () => {
    const view = new InboxStore({ leads }).leads();
    expect(view.at(50)).toBeUndefined();
    expect(view.at(-1)).toBeUndefined();
    expect(view.at(1.5)).toBeUndefined();
  });

  it('finds a lead by its place, and -1 for a lead it does not hold', () => {
    const view = new InboxStore({ leads }).leads();
    expect(view.findIndex((lead) => lead.id === 42)).toBe(41);
    expect(view.findIndex((lead) => lead.id === 4_242)).toBe(-1);
  });

  it('is the same view until the inbox changes, whatever else the store records', () => {
    const store = new InboxStore({ leads });
    const first = store.leads();
    store.recordDeliveries([[10, { messageStatus: 'DELIVERED', errors: null }]]);
    expect(store.leads()).toBe(first);

    applyIncomingMessages(store.inbox, [textFor(12, 9_003)]);
    store.publish();
    expect(store.leads()).not.toBe(first);
    expect(store.leads().at(0)?.id).toBe(12);
  });

  it('reads nothing more once the inbox has moved on, so no lead shows twice', () => {
    const store = new InboxStore({ leads });
    const stale = store.leads();
    expect(stale.at(0)?.id).toBe(1);

    applyIncomingMessages(store.inbox, [textFor(1, 9_004), textFor(2, 9_005)]);
    expect(stale.at(0)?.id).toBe(1);
    expect(stale.at(1)).toBeUndefined();
    expect(store.leads().at(1)?.id).toBe(1);
  });
});
