import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { BareRow } from './bench-data';

/** The same row height and overscan as the app's LeadList, so both mount the same window of rows. */
const ROW_HEIGHT = 76;
const OVERSCAN = 8;

export type BareListHandle = { setRows?: Dispatch<SetStateAction<readonly BareRow[]>> };

const ellipsis = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

/** The baseline: @tanstack/react-virtual over plain elements with the app row's text, no app logic. */
export function BareLeadList({
  initial,
  handle,
}: {
  readonly initial: readonly BareRow[];
  readonly handle: BareListHandle;
}) {
  const [rows, setRows] = useState(initial);
  useLayoutEffect(() => {
    handle.setRows = setRows;
  }, [handle]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // No getItemKey: like the app's list, rows are keyed by id in React (a getItemKey closure made
    // on each render would make the virtualizer re-read every row).
    overscan: OVERSCAN,
  });
  return (
    <div ref={scrollRef} style={{ flex: 1, minHeight: 0, overflowY: 'auto', contain: 'strict' }}>
      <div style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={row.id}
              data-bare-row=""
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
                padding: '8px 16px',
                boxSizing: 'border-box',
              }}
            >
              <div style={{ display: 'flex', gap: 8 }}>
                <strong style={{ ...ellipsis, flex: 1 }}>{row.name}</strong>
                <small>{row.time}</small>
              </div>
              <div style={{ display: 'flex', gap: 8 }}>
                <div style={{ ...ellipsis, flex: 1 }}>{row.preview}</div>
                {row.unread !== null && <b>{row.unread}</b>}
              </div>
              <div style={{ display: 'flex', gap: 6 }}>
                <small>{row.phone}</small>
                <small>{row.serviceType}</small>
                {row.optedOut && <small>Opted out</small>}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
