import { describe, expect, it } from 'vitest';
import { fixedClock } from '../testing/index.js';
import { MAX_SAVED_CHATS, normalizeSavedChats, saveChatRecord, type SavedChat } from './saved-chats.js';

type Chat = { id: number; draft?: string; scroll?: number };
const clock = fixedClock('2025-03-14T15:00:00Z');

describe('saveChatRecord (spec 1 §9)', () => {
  it('adds a new record stamped by the clock, newest last', () => {
    const saved = saveChatRecord<Chat>([], { id: 1, draft: 'Hi' }, clock);
    expect(saved).toEqual([{ id: 1, draft: 'Hi', savedAt: '2025-03-14T15:00:00.000Z' }]);
  });

  it('merges an existing id, new fields over old, and moves it to the newest place', () => {
    const records: SavedChat<Chat>[] = [
      { id: 1, draft: 'Hi', scroll: 40, savedAt: '2025-03-14T14:00:00.000Z' },
      { id: 2, draft: 'Yo', savedAt: '2025-03-14T14:30:00.000Z' },
    ];
    const saved = saveChatRecord<Chat>(records, { id: 1, draft: 'Hello' }, clock);
    expect(saved).toEqual([
      { id: 2, draft: 'Yo', savedAt: '2025-03-14T14:30:00.000Z' },
      { id: 1, draft: 'Hello', scroll: 40, savedAt: '2025-03-14T15:00:00.000Z' },
    ]);
  });

  it('keeps at most 15, dropping the oldest', () => {
    expect(MAX_SAVED_CHATS).toBe(15);
    let records: SavedChat<Chat>[] = [];
    for (let id = 1; id <= 16; id++) records = saveChatRecord<Chat>(records, { id }, clock);
    expect(records).toHaveLength(15);
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 2));
  });

  it('does not change the list it was given', () => {
    const records: SavedChat<Chat>[] = [{ id: 1, savedAt: '2025-03-14T14:00:00.000Z' }];
    saveChatRecord<Chat>(records, { id: 2 }, clock);
    expect(records).toEqual([{ id: 1, savedAt: '2025-03-14T14:00:00.000Z' }]);
  });
});

describe('normalizeSavedChats', () => {
  it('merges duplicate ids in order and keeps the newest 15', () => {
    const loaded: SavedChat<Chat>[] = [
      { id: 1, draft: 'a', scroll: 1, savedAt: 't1' },
      { id: 2, savedAt: 't2' },
      { id: 1, draft: 'b', savedAt: 't3' },
    ];
    expect(normalizeSavedChats(loaded)).toEqual([
      { id: 2, savedAt: 't2' },
      { id: 1, draft: 'b', scroll: 1, savedAt: 't3' },
    ]);
  });
});

describe('saved chats on their edges (spec 1 §9: at most 15)', () => {
  const stamped = (id: number): SavedChat<Chat> => ({
    id,
    draft: `Draft ${id}`,
    savedAt: '2025-03-14T14:00:00.000Z',
  });

  it('saves a new id with only its own fields, nothing of another chat', () => {
    const records: SavedChat<Chat>[] = [
      { id: 1, draft: 'Hi', scroll: 40, savedAt: '2025-03-14T14:00:00.000Z' },
    ];
    expect(saveChatRecord<Chat>(records, { id: 2 }, clock).at(-1)).toEqual({
      id: 2,
      savedAt: '2025-03-14T15:00:00.000Z',
    });
  });

  it('keeps all of 15 chats read back from storage, and the newest 15 of 17', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => stamped(i + 1));
    expect(normalizeSavedChats(fifteen).map((chat) => chat.id)).toEqual(fifteen.map((chat) => chat.id));
    const seventeen = Array.from({ length: 17 }, (_, i) => stamped(i + 1));
    expect(normalizeSavedChats(seventeen).map((chat) => chat.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 3),
    );
  });
});
