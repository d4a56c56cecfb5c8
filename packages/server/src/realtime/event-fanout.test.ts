import { describe, expect, it } from 'vitest';
import { EventFanout } from './event-fanout.js';
import type { StoredRealtimeEvent } from './realtime-event.js';
import type { RealtimeEventRepository } from './realtime-event.repository.js';

/** The table as a list, counting reads: a notice that carries its event must cost none. */
class EventTable {
  readonly rows: StoredRealtimeEvent[] = [];
  reads = 0;
  /** Set to hold the next read open until released. */
  gate: Promise<void> | null = null;
  add(id: number): StoredRealtimeEvent {
    const row: StoredRealtimeEvent = {
      id: String(id),
      type: 'MESSAGE_CREATED',
      leadId: 101,
      storeId: 1,
      enterpriseId: 1,
      payload: { message: { id } } as StoredRealtimeEvent['payload'],
    };
    this.rows.push(row);
    return row;
  }
  readonly repository = {
    head: async () => this.rows.at(-1)?.id ?? '0',
    after: async (afterId: string) => {
      this.reads += 1;
      await this.gate;
      return this.rows
        .filter((row) => BigInt(row.id) > BigInt(afterId))
        .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
    },
  } as unknown as RealtimeEventRepository;
}

async function started(table: EventTable) {
  const fanout = new EventFanout(table.repository, (error) => {
    throw error;
  });
  await fanout.start();
  const seen: string[] = [];
  fanout.add((event) => seen.push(event.id));
  return { fanout, seen };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EventFanout', () => {
  it('hands on the event a notice carries without reading the table', async () => {
    const table = new EventTable();
    table.add(4);
    const { fanout, seen } = await started(table);
    fanout.notify(JSON.stringify(table.add(5)));
    fanout.notify(JSON.stringify(table.add(9)));
    await settle();
    expect(seen).toEqual(['5', '9']);
    expect(table.reads).toBe(0);
  });

  it('reads the table for a notice of an id alone, and delivers each event once', async () => {
    const table = new EventTable();
    const { fanout, seen } = await started(table);
    table.add(1);
    table.add(2);
    fanout.notify('2');
    await settle();
    expect(seen).toEqual(['1', '2']);
    expect(table.reads).toBe(1);
    // The notice of an event already read is old news.
    fanout.notify(JSON.stringify(table.rows[1]));
    await settle();
    expect(seen).toEqual(['1', '2']);
  });

  it('reads rather than jump ahead when a notice comes while a read is under way', async () => {
    const table = new EventTable();
    const { fanout, seen } = await started(table);
    let release = () => {};
    table.gate = new Promise((resolve) => (release = resolve));
    table.add(1);
    fanout.notify('1');
    fanout.notify(JSON.stringify(table.add(2)));
    table.gate = null;
    release();
    await settle();
    await settle();
    expect(seen).toEqual(['1', '2']);
    expect(table.reads).toBe(2);
  });

  it('ignores notices before it has started and reads from its start instead', async () => {
    const table = new EventTable();
    const fanout = new EventFanout(table.repository, (error) => {
      throw error;
    });
    const seen: string[] = [];
    fanout.add((event) => seen.push(event.id));
    fanout.notify(JSON.stringify(table.add(1)));
    await fanout.start();
    fanout.notify(JSON.stringify(table.add(2)));
    await settle();
    expect(seen).toEqual(['2']);
  });
});
