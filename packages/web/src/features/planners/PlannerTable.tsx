import { Badge, Checkbox, Text } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { plannerDateForDisplay, type PlannerRow } from '@torque/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { PlannerSort, PlannerSortKey } from './planner-table-sort';
import classes from './PlannerTable.module.css';

export const PLANNER_ROW_HEIGHT = 72;

type Props = {
  readonly rows: readonly PlannerRow[];
  readonly selected: ReadonlySet<number>;
  readonly onToggle: (row: PlannerRow) => void;
  readonly onToggleAll: (checked: boolean) => void;
  readonly sort: PlannerSort | null;
  readonly onSort: (key: PlannerSortKey) => void;
};

const vehicleOf = (row: PlannerRow) => [row.year, row.make, row.model].filter(Boolean).join(' ') || row.vin;
const miles = (value: number | null | undefined) =>
  value == null ? '' : `${value.toLocaleString('en-US')} mi`;

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
export function PlannerTable({ rows, selected, onToggle, onToggleAll, sort, onSort }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer hands back fresh functions each render; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PLANNER_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 600 },
  });
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
          <div role="columnheader" className={classes.cell}>
            Vehicle
          </div>
          <SortHeader label="Sold" column="soldDate" sort={sort} onSort={onSort} />
          <SortHeader label="Due" column="plannedDate" sort={sort} onSort={onSort} />
          <SortHeader label="Mileage" column="mileage" sort={sort} onSort={onSort} />
          <div role="columnheader" className={classes.cell}>
            Why due
          </div>
          <div role="columnheader" className={classes.cell}>
            Status
          </div>
        </div>
      </div>
      <div role="rowgroup" className={classes.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const name = row.customerName ?? row.cust_no;
          return (
            <div
              key={row.vehicleId}
              role="row"
              aria-rowindex={item.index + 2}
              className={`${classes.grid} ${classes.row}`}
              data-opted-out={row.optedOut || undefined}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div role="cell" className={classes.cell}>
                <Checkbox
                  aria-label={`Choose ${name}`}
                  checked={selected.has(row.vehicleId)}
                  disabled={row.optedOut}
                  onChange={() => onToggle(row)}
                />
              </div>
              <div role="cell" className={`${classes.cell} ${classes.clip}`} title={name}>
                {name}
                <Text size="xs" c="dimmed" className={classes.clip}>
                  {row.cellular ?? row.cust_no}
                </Text>
              </div>
              <div role="cell" className={`${classes.cell} ${classes.clip}`} title={row.vin}>
                {vehicleOf(row)}
                <Text size="xs" c="dimmed" className={classes.clip}>
                  {row.vin}
                </Text>
              </div>
              <div role="cell" className={classes.cell}>
                {plannerDateForDisplay(row.soldDate)}
              </div>
              <div role="cell" className={classes.cell}>
                {plannerDateForDisplay(row.plannedDate)}
              </div>
              <div role="cell" className={classes.cell}>
                {miles(row.mileage)}
              </div>
              <div role="cell" className={classes.cell} title={row.reason}>
                <span className={classes.reason}>{row.reason}</span>
              </div>
              <div role="cell" className={classes.cell}>
                {row.optedOut ? (
                  <Badge color="red" variant="light" size="sm">
                    Opted out
                  </Badge>
                ) : row.transferred || row.futureServiceInteractionId != null ? (
                  <Badge color="blue" variant="light" size="sm">
                    Lead
                  </Badge>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
