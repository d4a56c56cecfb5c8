import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { ConversationCache, type HistoryPage } from './conversation-cache.js';
import { ConversationChangeListener } from './conversation-change-listener.js';

const page = (text: string): HistoryPage => ({ body: Buffer.from(text), count: 1 });
/** A listener with nothing left to hear. */
const heardAll = () => Promise.resolve();

/** A read from "the database" that answers when the test says so. */
function pendingLoad() {
  let answer: (value: HistoryPage) => void = () => undefined;
  const promise = new Promise<HistoryPage>((resolve) => (answer = resolve));
  return { load: () => promise, answer };
}

/** A cache that listens, and a read of lead 7 through it counting the database's reads. */
function listeningCache(maxBytes?: number) {
  const cache = new ConversationCache(maxBytes);
  cache.listeningStarted(heardAll);
  let loads = 0;
  const read = (text: string, lead = 7, variant = 'v') =>
    cache.read(lead, variant, async () => {
      loads += 1;
      return page(text);
    });
  return { cache, read, loads: () => loads };
}

describe('the conversation cache', () => {
  it('serves a second read from memory until a notice names the lead', async () => {
    const { cache, read, loads } = listeningCache();
    expect(await read('first')).toEqual(page('first'));
    expect(await read('second')).toEqual(page('first'));
    expect(loads()).toBe(1);
    cache.changed('3,7');
    expect(await read('third')).toEqual(page('third'));
    cache.changed('*');
    expect(await read('fourth')).toEqual(page('fourth'));
    expect(loads()).toBe(3);
  });

  it('keeps variants (visibility and scope) apart, and forgets them all with their lead', async () => {
    const { cache, read } = listeningCache();
    await read('admin', 7, 'admin');
    await read('office', 7, 'office');
    expect(await read('-', 7, 'admin')).toEqual(page('admin'));
    cache.changed('7');
    expect(await read('office again', 7, 'office')).toEqual(page('office again'));
  });

  it('does not store a read during which a notice for its lead came (the rows may predate it)', async () => {
    const { cache, read, loads } = listeningCache();
    const slow = pendingLoad();
    const filling = cache.read(7, 'v', slow.load);
    cache.changed('7');
    slow.answer(page('stale'));
    expect(await filling).toEqual(page('stale'));
    expect(await read('fresh')).toEqual(page('fresh'));
    expect(loads()).toBe(1);
  });

  it('does not store a read during which every conversation was forgotten', async () => {
    const { cache, read } = listeningCache();
    const slow = pendingLoad();
    const filling = cache.read(7, 'v', slow.load);
    cache.changed('*');
    slow.answer(page('stale'));
    await filling;
    expect(await read('fresh')).toEqual(page('fresh'));
  });

  it('stores a read when the notice during it named another lead', async () => {
    const { cache, read } = listeningCache();
    const slow = pendingLoad();
    const filling = cache.read(7, 'v', slow.load);
    cache.changed('8');
    slow.answer(page('kept'));
    await filling;
    expect(await read('-')).toEqual(page('kept'));
  });

  it('forgets the least recently read lead past its size', async () => {
    const { read, loads } = listeningCache(10);
    await read('aaaa', 1);
    await read('bbbb', 2);
    await read('-', 1);
    await read('cccc', 3);
    expect(loads()).toBe(3);
    expect(await read('-', 1)).toEqual(page('aaaa'));
    expect(await read('bbbb again', 2)).toEqual(page('bbbb again'));
    expect(loads()).toBe(4);
  });

  it('never serves before it listens, nor after its connection is lost until it listens again', async () => {
    let lose: (error: Error) => void = () => undefined;
    let listens = 0;
    const db = {
      listen: async (
        _channel: string,
        _onNotify: (payload: string) => void,
        onLost?: (error: Error) => void,
      ) => {
        listens += 1;
        lose = onLost ?? lose;
        return Object.assign(async () => undefined, { caughtUp: heardAll });
      },
    } as unknown as Database;
    const cache = new ConversationCache();
    let loads = 0;
    const read = () => cache.read(7, 'v', async () => page(`read ${++loads}`));
    await read();
    await read();
    expect(loads).toBe(2);

    const errors: unknown[] = [];
    const listener = new ConversationChangeListener(db, cache, (error) => errors.push(error));
    await listener.start();
    await read();
    expect(await read()).toEqual(page('read 3'));

    lose(new Error('connection reset'));
    expect(errors).toHaveLength(1);
    expect(await read()).toEqual(page('read 4'));
    expect(await read()).toEqual(page('read 5'));
    expect(listens).toBe(1);
    await listener.stop();
    expect(await read()).toEqual(page('read 6'));
  });

  it('does not store a read that began before the connection was lost and ended after it came back', async () => {
    const cache = new ConversationCache();
    cache.listeningStarted(heardAll);
    const slow = pendingLoad();
    const filling = cache.read(7, 'v', slow.load);
    cache.listeningStopped();
    cache.listeningStarted(heardAll);
    slow.answer(page('stale'));
    await filling;
    expect(await cache.read(7, 'v', async () => page('fresh'))).toEqual(page('fresh'));
  });

  it('hears the notices committed before a read before it serves a page (a user reads their own writes)', async () => {
    const cache = new ConversationCache();
    let late: string | null = null;
    // On PostgreSQL a notice comes a moment after its commit: the catch-up delivers what is on its way.
    cache.listeningStarted(async () => {
      if (late) cache.changed(late);
      late = null;
    });
    let loads = 0;
    const read = () => cache.read(7, 'v', async () => page(`read ${++loads}`));
    expect(await read()).toEqual(page('read 1'));
    expect(await read()).toEqual(page('read 1'));
    late = '7';
    expect(await read()).toEqual(page('read 2'));
    late = '8';
    expect(await read()).toEqual(page('read 2'));
  });

  it('reads from the database when it cannot catch up with its notices', async () => {
    const cache = new ConversationCache();
    let reachable = true;
    cache.listeningStarted(async () => {
      if (!reachable) throw new Error('connection reset');
    });
    let loads = 0;
    const read = () => cache.read(7, 'v', async () => page(`read ${++loads}`));
    await read();
    reachable = false;
    expect(await read()).toEqual(page('read 2'));
  });
});
