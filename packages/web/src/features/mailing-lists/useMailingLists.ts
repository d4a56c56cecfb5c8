import {
  checkMailingListCode,
  notice,
  type MailingList,
  type MailingListEntry,
  type NewMailingListEntry,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';

/**
 * The tenant's lists and the chosen list's entries. Spec 1 §7: both reload from the server after each
 * change, so the screen always shows what is stored.
 */
export function useMailingLists() {
  const { mailingLists } = useServices();
  const tenantId = useSignedInSession().enterprise.id;
  const [lists, setLists] = useState<readonly MailingList[] | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ listId: number; entries: readonly MailingListEntry[] } | null>(null);
  // Each reload asks the server again (spec 1 §7), even when nothing else changed.
  const [listsAsked, setListsAsked] = useState(0);
  const [entriesAsked, setEntriesAsked] = useState(0);
  const reloadLists = useCallback(() => setListsAsked((count) => count + 1), []);
  const reloadEntries = useCallback(() => setEntriesAsked((count) => count + 1), []);

  useEffect(() => {
    let live = true;
    void mailingLists.lists(tenantId).then((found) => {
      if (!live) return;
      if (!found.ok) return showFailure(found.error);
      setLists(found.value);
      setChosenId((chosen) =>
        found.value.some((list) => list.mailingListMasterId === chosen)
          ? chosen
          : (found.value[0]?.mailingListMasterId ?? null),
      );
    });
    return () => {
      live = false;
    };
  }, [mailingLists, tenantId, listsAsked]);

  useEffect(() => {
    if (chosenId === null) return;
    let live = true;
    void mailingLists.entries(tenantId, chosenId).then((found) => {
      if (!live) return;
      if (!found.ok) showFailure(found.error);
      setLoaded({ listId: chosenId, entries: found.ok ? found.value : [] });
    });
    return () => {
      live = false;
    };
  }, [chosenId, mailingLists, tenantId, entriesAsked]);

  /** Null while the chosen list's entries are on their way. */
  const entries = chosenId === null ? [] : loaded?.listId === chosenId ? loaded.entries : null;

  /** The refusal's words ('List Should Start With LIST-' or 'Server Error!'), or null once created. */
  const create = useCallback(
    async (code: string): Promise<string | null> => {
      const checked = checkMailingListCode(code);
      if (!checked.ok) return checked.error.message;
      const made = await mailingLists.create(tenantId, code);
      if (!made.ok) return made.error.message;
      showNotice(notice({ message: `Created ${code}.` }));
      setChosenId(made.value.mailingListMasterId);
      reloadLists();
      return null;
    },
    [mailingLists, reloadLists, tenantId],
  );

  const remove = useCallback(
    async (list: MailingList) => {
      const gone = await mailingLists.delete(tenantId, list.mailingListMasterId);
      if (!gone.ok) showFailure(gone.error);
      else showNotice(notice({ message: `Deleted ${list.code}.` }));
      reloadLists();
    },
    [mailingLists, reloadLists, tenantId],
  );

  const addEntry = useCallback(
    async (entry: Omit<NewMailingListEntry, 'tenantId' | 'mailingListMasterId'>): Promise<boolean> => {
      if (chosenId === null) return false;
      const added = await mailingLists.addEntry({ ...entry, tenantId, mailingListMasterId: chosenId });
      if (!added.ok) showFailure(added.error);
      reloadEntries();
      return added.ok;
    },
    [chosenId, mailingLists, reloadEntries, tenantId],
  );

  const removeEntry = useCallback(
    async (entry: MailingListEntry) => {
      const gone = await mailingLists.deleteEntry(tenantId, entry.mailingListDetailsId);
      if (!gone.ok) showFailure(gone.error);
      reloadEntries();
    },
    [mailingLists, reloadEntries, tenantId],
  );

  const chosen = lists?.find((list) => list.mailingListMasterId === chosenId) ?? null;
  return {
    tenantId,
    lists,
    chosen,
    choose: setChosenId,
    entries,
    create,
    remove,
    addEntry,
    removeEntry,
    reloadEntries,
  } as const;
}

export type MailingListsState = ReturnType<typeof useMailingLists>;
