/**
 * One conversation's history page as the wire's UTF-8 JSON bytes (encoded once, not per request),
 * and how many messages it holds.
 */
export type HistoryPage = { readonly body: Buffer; readonly count: number };

/** The channel migration 052's triggers notify: changed leads' ids joined by commas, or `*` for all. */
export const CONVERSATION_CHANGED_CHANNEL = 'conversation_changed';

/** About 32 MB of pages (a 50-message page is about 35 KB), the least recently read forgotten first. */
const DEFAULT_MAX_BYTES = 32_000_000;

/**
 * Recent conversation histories, kept in memory and forgotten when the database says a lead's
 * conversation changed (ConversationChangeListener). It serves only while that listener listens:
 * before, and from a lost connection until it listens again, every read goes to the database, so a
 * notice it could not hear never leaves a stale page behind.
 *
 * A read that goes to the database stores its answer only if no notice for that lead (nor a
 * forget-all) came while it ran: the rows it read may predate the write the notice was about.
 */
export class ConversationCache {
  private listening = false;
  private caughtUp: () => Promise<void> = () => Promise.resolve();
  /** Per lead, its pages by variant (role's visibility and data scope); oldest-read lead first. */
  private readonly leads = new Map<number, Map<string, HistoryPage>>();
  private bytes = 0;
  /** Leads being read from the database: notices heard for them since (a generation count). */
  private readonly reads = new Map<number, { pending: number; generation: number }>();
  /** Bumped when everything is forgotten, so reads in flight then store nothing either. */
  private epoch = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  async read(fsiId: number, variant: string, load: () => Promise<HistoryPage>): Promise<HistoryPage> {
    if (!this.listening) return load();
    // Before serving a page, hear every notice of a write committed before this read (on PostgreSQL
    // they come a moment after the commit, on their own connection): a user reads their own writes.
    if (this.leads.get(fsiId)?.has(variant)) {
      const heard = await this.caughtUp().then(
        () => true,
        () => false,
      );
      if (!heard || !this.listening) return load();
    }
    const pages = this.leads.get(fsiId);
    const cached = pages?.get(variant);
    if (pages && cached) {
      this.leads.delete(fsiId);
      this.leads.set(fsiId, pages);
      return cached;
    }
    const read = this.reads.get(fsiId) ?? { pending: 0, generation: 0 };
    this.reads.set(fsiId, read);
    read.pending += 1;
    const { generation } = read;
    const epoch = this.epoch;
    try {
      const page = await load();
      if (this.listening && read.generation === generation && this.epoch === epoch)
        this.store(fsiId, variant, page);
      return page;
    } finally {
      read.pending -= 1;
      if (read.pending === 0) this.reads.delete(fsiId);
    }
  }

  /** A notice's payload: lead ids joined by commas, or `*`. */
  changed(payload: string): void {
    if (payload === '*') return this.forgetAll();
    for (const id of payload.split(',')) this.forget(Number(id));
  }

  /**
   * The listener listens (again): notices from now on reach the cache. `caughtUp` resolves once every
   * notice committed before it was called has been heard (Unlisten's).
   */
  listeningStarted(caughtUp: () => Promise<void>): void {
    this.forgetAll();
    this.caughtUp = caughtUp;
    this.listening = true;
  }

  /** The listener lost its connection (or stopped): notices may be missed until it listens again. */
  listeningStopped(): void {
    this.listening = false;
    this.forgetAll();
  }

  private forget(fsiId: number): void {
    const read = this.reads.get(fsiId);
    if (read) read.generation += 1;
    const pages = this.leads.get(fsiId);
    if (!pages) return;
    for (const page of pages.values()) this.bytes -= page.body.length;
    this.leads.delete(fsiId);
  }

  private forgetAll(): void {
    this.epoch += 1;
    this.leads.clear();
    this.bytes = 0;
  }

  private store(fsiId: number, variant: string, page: HistoryPage): void {
    const pages = this.leads.get(fsiId) ?? new Map<string, HistoryPage>();
    const previous = pages.get(variant);
    if (previous) this.bytes -= previous.body.length;
    pages.set(variant, page);
    this.leads.delete(fsiId);
    this.leads.set(fsiId, pages);
    this.bytes += page.body.length;
    for (const [oldest] of this.leads) {
      if (this.bytes <= this.maxBytes || oldest === fsiId) break;
      this.forget(oldest);
    }
  }
}
