import { Checkbox } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { PlannerRow } from '@torque/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { PlannerSort, PlannerSortKey } from './planner-table-sort';
import classes from './PlannerTable.module.css';
import { PlannerTableRow } from './PlannerTableRow';

export const PLANNER_ROW_HEIGHT = 72;
/** A phone stacks each row as a card (name, vehicle, dates, the reason). */
export const PLANNER_CARD_HEIGHT = 184;
const PHONE = '(max-width: 48em)';

type Props = {
  readonly rows: readonly PlannerRow[];
  readonly selected: ReadonlySet<number>;
  readonly onToggle: (row: PlannerRow) => void;
  readonly onToggleAll: (checked: boolean) => void;
  readonly sort: PlannerSort | null;
  readonly onSort: (key: PlannerSortKey) => void;
  /** The store's zone: a started row's text time reads in it. */
  readonly zone: string;
};

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: { label: string; column: PlannerSortKey } & Pick<Props, 'sort' | 'onSort'>) {
  const active = sort?.key === column ? sort.direction : null;
  const Icon = active === 'asc' ? IconSortAscending : active === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <div
      role="columnheader"
      className={classes.cell}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className={classes.sort} onClick={() => onSort(column)}>
        {label}
        <Icon size={14} aria-hidden />
      </button>
    </div>
  );
}

/** The planner's rows, virtualized so thousands stay smooth; opted-out customers are marked and cannot be chosen. */
export function PlannerTable({ rows, selected, onToggle, onToggleAll, sort, onSort, zone }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE) ?? false;
  const rowHeight = phone ? PLANNER_CARD_HEIGHT : PLANNER_ROW_HEIGHT;
  // The virtualizer hands back fresh functions each render; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1200, height: 600 },
  });
  // A turn between phone and desktop changes every row's height: measure again.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const choosable = rows.filter((row) => !row.optedOut);
  const all = choosable.length > 0 && choosable.every((row) => selected.has(row.vehicleId));
  const some = choosable.some((row) => selected.has(row.vehicleId));
  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="table"
      aria-label="Planner results"
      aria-rowcount={rows.length + 1}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={`${classes.grid} ${classes.header}`}>
          <div role="columnheader" className={classes.cell}>
            <Checkbox
              aria-label="Choose every row"
              checked={all}
              indeterminate={!all && some}
              onChange={(event) => onToggleAll(event.currentTarget.checked)}
            />
          </div>
          <SortHeader label="Customer" column="customer" sort={sort} onSort={onSort} />
          <div role="columnheader" className={classes.cell} data-phone-hidden>
            Vehicle
          </div>
          <SortHeader label="Sold" column="soldDate" sort={sort} onSort={onSort} />
          <SortHeader label="Due" column="plannedDate" sort={sort} onSort={onSort} />
          <SortHeader label="Mileage" column="mileage" sort={sort} onSort={onSort} />
          <div role="columnheader" className={classes.cell} data-phone-hidden>
            Why due
          </div>
          <div role="columnheader" className={classes.cell} data-phone-hidden>
            Status
          </div>
        </div>
      </div>
      <div role="rowgroup" className={classes.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return row ? (
            <PlannerTableRow
              key={row.vehicleId}
              row={row}
              index={item.index}
              start={item.start}
              chosen={selected.has(row.vehicleId)}
              onToggle={onToggle}
              zone={zone}
            />
          ) : null;
        })}
      </div>
    </div>
  );
}
