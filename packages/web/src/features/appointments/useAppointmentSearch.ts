import {
  advisorPersonKey,
  appointmentRangeOf,
  defaultAppointmentRange,
  viewerTimeZone,
  type Appointment,
  type AppointmentSearch,
} from '@torque/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

export const PAGE_SIZE = 25;
/** Enough to name every store and advisor of a fortnight in the pickers. */
const PICKER_WINDOW = { page: 0, size: 1000 } as const;

export type AppointmentFilters = {
  readonly from: string;
  readonly to: string;
  readonly query: string;
  /** A store id as text, or null for all of the user's stores. */
  readonly store: string | null;
  /** An advisor number, or null for ALL. */
  readonly advisor: string | null;
};

export type PickerOption = { readonly value: string; readonly label: string };

type Answer = { readonly rows: readonly Appointment[]; readonly total: number; readonly page: number };

const uniqueOptions = (options: readonly PickerOption[]): PickerOption[] =>
  [...new Map(options.map((option) => [option.value, option])).values()].sort((a, b) =>
    a.label.localeCompare(b.label),
  );

/**
 * Each advisor once per store, though the DMS knows them by several numbers (issue 30): any of their
 * numbers stands for all of them in the search.
 */
const advisorPeople = (appointments: readonly Appointment[]): PickerOption[] =>
  uniqueOptions([
    ...new Map(
      appointments.map((a) => [
        `${a.storeId}|${advisorPersonKey(a.advisorName ?? a.advisorNo!)}`,
        { value: a.advisorNo!, label: a.advisorName ?? a.advisorNo! },
      ]),
    ).values(),
  ]);

/**
 * The appointment manager's search (spec 2 §7): DD/MM/YYYY range, text, store and advisor, one
 * server page at a time; `archived` picks the archived screen. The store and advisor pickers offer
 * what the range holds in the user's stores.
 */
export function useAppointmentSearch(archived: boolean) {
  const { appointmentManager } = useServices();
  const session = useSignedInSession();
  const zone = viewerTimeZone(session, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [filters, setFilters] = useState<AppointmentFilters>(() => ({
    ...defaultAppointmentRange(new Date(), zone, archived),
    query: '',
    store: null,
    advisor: null,
  }));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [options, setOptions] = useState<{ stores: PickerOption[]; advisors: PickerOption[] }>({
    stores: [],
    advisors: [],
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);

  const run = useCallback(
    async (page = 0) => {
      const range = appointmentRangeOf(filters.from, filters.to);
      if ('problem' in range) return setError(range.problem);
      const window: AppointmentSearch = { ...range, archived };
      const search: AppointmentSearch = {
        ...window,
        ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        ...(filters.store ? { storeIds: [Number(filters.store)] } : {}),
        ...(filters.advisor ? { advisorNo: filters.advisor } : {}),
      };
      const ticket = ++asked.current;
      setLoading(true);
      setError(null);
      const [found, picked] = await Promise.all([
        appointmentManager.search(search, { page, size: PAGE_SIZE }),
        appointmentManager.search(window, PICKER_WINDOW),
      ]);
      if (ticket !== asked.current) return;
      setLoading(false);
      if (!found.ok) return setError(found.error.message);
      setAnswer({ rows: found.value.data, total: found.value.total, page });
      if (picked.ok) {
        const all = picked.value.data;
        setOptions({
          stores: uniqueOptions(
            all.map((a) => ({ value: String(a.storeId), label: a.storeName ?? `Store ${a.storeId}` })),
          ),
          advisors: advisorPeople(
            all.filter((a) => a.advisorNo && (!filters.store || String(a.storeId) === filters.store)),
          ),
        });
      }
    },
    [appointmentManager, archived, filters],
  );

  // The screen opens on its default fortnight, searched once.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void run(0);
  }, [run]);

  const pages = useMemo(() => (answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1), [answer]);
  return { filters, setFilters, answer, options, loading, error, run, pages } as const;
}
