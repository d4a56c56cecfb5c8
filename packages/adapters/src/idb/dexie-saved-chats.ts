import {
  saveChatRecord,
  systemClock,
  type Clock,
  type LeadId,
  type MessageInstance,
  type SavedChat,
} from '@torque/domain';
import type { TorqueDb } from './torque-db.js';

/** One conversation as the browser keeps it: the lead's id and its messages, oldest first. */
export type ChatRecord = { readonly id: LeadId; readonly messages: readonly MessageInstance[] };

/**
 * The saved chat records (spec 1 §3, §9) in IndexedDB, kept by the domain's saveChatRecord: one per
 * lead, a new save merged into the record kept before, and at most 15, the oldest dropped.
 */
export class DexieSavedChats {
  constructor(
    private readonly db: TorqueDb,
    private readonly clock: Clock = systemClock,
  ) {}

  async save(chat: ChatRecord): Promise<void> {
    await this.db.keep([this.db.savedChats], async () => {
      const kept = (await this.db.savedChats.orderBy('savedAt').toArray()) as SavedChat<ChatRecord>[];
      const next = saveChatRecord(kept, chat, this.clock);
      const stays = new Set(next.map((record) => record.id));
      const dropped = kept.filter((record) => !stays.has(record.id)).map((record) => record.id);
      if (dropped.length > 0) await this.db.savedChats.bulkDelete(dropped);
      await this.db.savedChats.put(next.at(-1)!);
    });
  }

  async load(id: LeadId): Promise<SavedChat<ChatRecord> | undefined> {
    return (await this.db.savedChats.get(id)) as SavedChat<ChatRecord> | undefined;
  }

  async list(): Promise<SavedChat<ChatRecord>[]> {
    return (await this.db.savedChats.orderBy('savedAt').toArray()) as SavedChat<ChatRecord>[];
  }
}
