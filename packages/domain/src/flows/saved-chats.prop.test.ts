import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { fixedClock, propertyConfig } from '../testing/index.js';
import { saveChatRecord, type SavedChat } from './saved-chats.js';

/** Spec 1: at most 15 saved chat records are kept (written here, not read from the code). */
const MAX_SAVED_CHATS = 15;

type Chat = { id: number; draft?: string };
const clock = fixedClock('2025-03-14T15:00:00Z');
const arbChat: fc.Arbitrary<Chat> = fc.record(
  { id: fc.integer({ min: 1, max: 30 }), draft: fc.string({ maxLength: 5 }) },
  { requiredKeys: ['id'] },
);

describe('saved chat records (spec 1 §9)', () => {
  it('saved chats never exceed 15 and ids are unique; the newest record is always kept', () => {
    fc.assert(
      fc.property(fc.array(arbChat, { maxLength: 80 }), (saves) => {
        let records: SavedChat<Chat>[] = [];
        for (const chat of saves) {
          records = saveChatRecord(records, chat, clock);
          const ids = records.map((r) => r.id);
          const newest = records.at(-1);
          if (records.length > MAX_SAVED_CHATS || new Set(ids).size !== ids.length) return false;
          if (newest?.id !== chat.id || ('draft' in chat && newest.draft !== chat.draft)) return false;
        }
        return true;
      }),
      propertyConfig(),
    );
  });

  it('the records kept are the most recently saved distinct ids, oldest first', () => {
    fc.assert(
      fc.property(fc.array(arbChat, { maxLength: 80 }), (saves) => {
        const records = saves.reduce<SavedChat<Chat>[]>(
          (kept, chat) => saveChatRecord(kept, chat, clock),
          [],
        );
        const recentIds: number[] = [];
        for (const { id } of [...saves].reverse()) if (!recentIds.includes(id)) recentIds.push(id);
        const expected = recentIds.slice(0, MAX_SAVED_CHATS).reverse();
        return JSON.stringify(records.map((r) => r.id)) === JSON.stringify(expected);
      }),
      propertyConfig(),
    );
  });
});
