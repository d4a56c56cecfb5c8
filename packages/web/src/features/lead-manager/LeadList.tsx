import { Center, Loader, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LeadId } from '@torque/domain';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './LeadList.module.css';
import type { RowDisplay } from './lead-row-view';
import { LeadRow } from './LeadRow';
import type { LeadSequence } from './top-first-leads';

export const LEAD_ROW_HEIGHT = 76;
/** Ask for the next page when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 15;

type LeadListProps = {
  /** An array, or the inbox's lazy top-first view: only the rows shown are read. */
  readonly leads: LeadSequence;
  readonly selectedId: LeadId | null;
  readonly loading: boolean;
  readonly hasMore: boolean;
  readonly onNearEnd: () => void;
  /** The row's link (default /leadmanager/<id>). */
  readonly rowPath?: (leadId: LeadId) => string;
  readonly display?: RowDisplay;
};

/** The leads, virtualized: only the rows in view (plus a few) are in the DOM. */
export function LeadList({
  leads,
  selectedId,
  loading,
  hasMore,
  onNearEnd,
  rowPath,
  display,
}: LeadListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // Rows are plain anchors (LeadRow); a plain click opens the lead in the app, as a router Link would,
  // while a modified or middle click keeps the browser's own behaviour (a new tab).
  const openRow = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const row = (event.target as Element).closest('a[data-lead-row]');
      const href = row?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
  // No React Compiler here; the virtualizer re-renders this component itself when it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LEAD_ROW_HEIGHT,
    // Items keep the virtualizer's index keys (rows are a fixed height, nothing is measured); React
    // keys rows by lead below. A getItemKey would read every lead on every render of the list.
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // Bring the open lead into view once (a deep link may point far down the list); the list is
  // searched only until then, not on every render.
  const revealed = useRef<LeadId | null>(null);
  useEffect(() => {
    if (selectedId === null || revealed.current === selectedId) return;
    const selectedIndex = leads.findIndex((lead) => lead.id === selectedId);
    if (selectedIndex < 0) return;
    revealed.current = selectedId;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [leads, selectedId, virtualizer]);

  useEffect(() => {
    if (hasMore && !loading && lastIndex >= leads.length - PREFETCH_ROWS) onNearEnd();
  }, [hasMore, lastIndex, leads.length, loading, onNearEnd]);

  if (leads.length === 0) {
    return (
      <Center flex={1} p="lg">
        {loading ? (
          <Loader size="sm" aria-label="Loading leads" />
        ) : (
          <Stack gap={4} align="center">
            <Text fw={600}>No leads found</Text>
            <Text size="sm" c="dimmed" ta="center">
              Try another name, e-mail, phone or customer number.
            </Text>
          </Stack>
        )}
      </Center>
    );
  }

  return (
    // The anchors keep their own keyboard and pointer semantics; this only routes their clicks.
    <div
      ref={scrollRef}
      className={classes.scroller}
      data-virtual-scroller=""
      role="list"
      aria-label="Leads"
      onClick={openRow}
    >
      <div className={classes.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const lead = leads.at(item.index);
          if (!lead) return null;
          return (
            <div
              key={lead.id}
              role="listitem"
              className={classes.item}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              <LeadRow
                lead={lead}
                selected={lead.id === selectedId}
                display={display}
                to={rowPath?.(lead.id)}
              />
            </div>
          );
        })}
      </div>
      {loading && (
        <Center py="sm">
          <Loader size="xs" aria-label="Loading more leads" />
        </Center>
      )}
    </div>
  );
}
