import {
  appendLeads,
  createInbox,
  unreadCountsOf,
  type Inbox,
  type InboxCache,
  type Lead,
} from '@torque/domain';
import type { InboxStore } from './inbox-store';

/**
 * Spec 1 §3's inbox cache in the lead manager: a list's first page as last seen is shown while the
 * network is asked, then the answer replaces it in place (the open chat boxes and the unread counters
 * carry over). The cache holds the first page only; further pages always come from the network.
 */
export class CachedFirstPage {
  /** The inbox the cached rows were put in, until the network's first page replaces them. */
  #showing: Inbox | null = null;
  /** Inboxes the network's first page already went into: a late cache read must not overwrite it. */
  readonly #answered = new WeakSet<Inbox>();

  constructor(
    private readonly cache: InboxCache,
    private readonly store: InboxStore,
  ) {}

  /**
   * Shows the cached page of `key` in the current inbox, unless the network answered first (the
   * inbox was filled or replaced meanwhile). Answers the cached total when it was shown.
   */
  async show(key: string, stillWanted: () => boolean): Promise<number | null> {
    const inbox = this.store.inbox;
    const cached = await this.cache.load(key).catch(() => undefined);
    if (!cached || cached.leads.length === 0) return null;
    if (!stillWanted() || this.store.inbox !== inbox || this.#answered.has(inbox)) return null;
    appendLeads(inbox, cached.leads);
    this.#showing = inbox;
    this.store.publish();
    return cached.total;
  }

  /**
   * Before the network's first page goes in: cached rows still shown are replaced by a new inbox
   * like the one they were put in, so a lead no longer in the list does not linger.
   */
  replaceShown(): Inbox {
    const shown = this.#showing;
    this.#showing = null;
    this.#answered.add(this.store.inbox);
    if (!shown || this.store.inbox !== shown) return this.store.inbox;
    this.store.replace(
      createInbox({
        openChatBoxes: shown.chatBoxes.open,
        focusedChatBox: shown.chatBoxes.focused,
        loadedServiceTabs: [...shown.loadedServiceTabs],
        context: shown.context,
        ...unreadCountsOf(shown),
      }),
    );
    this.#answered.add(this.store.inbox);
    return this.store.inbox;
  }

  /** The network's first page becomes the cached one. */
  remember(key: string, leads: readonly Lead[], total: number): void {
    void this.cache.save(key, { leads, total }).catch(() => undefined);
  }
}
