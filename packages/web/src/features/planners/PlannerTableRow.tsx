import { Checkbox, Text } from '@mantine/core';
import { plannerDateForDisplay, type PlannerRow } from '@torque/domain';
import { PlannerRowStatus } from './PlannerRowStatus';
import classes from './PlannerTable.module.css';

type Props = {
  readonly row: PlannerRow;
  readonly index: number;
  readonly start: number;
  readonly chosen: boolean;
  readonly onToggle: (row: PlannerRow) => void;
  /** The store's zone, for the time a row was texted. */
  readonly zone: string;
};

const vehicleOf = (row: PlannerRow) => [row.year, row.make, row.model].filter(Boolean).join(' ') || row.vin;
const miles = (value: number | null | undefined) =>
  value == null ? '' : `${value.toLocaleString('en-US')} mi`;

/** A label shown only where the row is stacked (phone), where the column headers are not above it. */
const PhoneLabel = ({ children }: { readonly children: string }) => (
  <span className={classes.phoneLabel}>{`${children} `}</span>
);

/** One planner row: a grid line on a desktop, a stacked card on a phone (PlannerTable.module.css). */
export function PlannerTableRow({ row, index, start, chosen, onToggle, zone }: Props) {
  const name = row.customerName ?? row.cust_no;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`${classes.grid} ${classes.row}`}
      data-opted-out={row.optedOut || undefined}
      style={{ transform: `translateY(${start}px)` }}
    >
      <div role="cell" className={classes.cell} data-area="check">
        <Checkbox
          aria-label={`Choose ${name}`}
          checked={chosen}
          disabled={row.optedOut}
          onChange={() => onToggle(row)}
        />
      </div>
      <div role="cell" className={`${classes.cell} ${classes.clip}`} data-area="name" title={name}>
        {name}
        <Text
          size="xs"
          c="dimmed"
          className={`${classes.clip} ${classes.sub}`}
          component="span"
          display="block"
        >
          {row.cellular ?? row.cust_no}
        </Text>
      </div>
      <div role="cell" className={`${classes.cell} ${classes.clip}`} data-area="vehicle" title={row.vin}>
        {vehicleOf(row)}
        <Text
          size="xs"
          c="dimmed"
          className={`${classes.clip} ${classes.sub}`}
          component="span"
          display="block"
        >
          {row.vin}
        </Text>
      </div>
      <div role="cell" className={classes.cell} data-area="sold">
        <PhoneLabel>Sold</PhoneLabel>
        {plannerDateForDisplay(row.soldDate)}
      </div>
      <div role="cell" className={classes.cell} data-area="due">
        <PhoneLabel>Due</PhoneLabel>
        {plannerDateForDisplay(row.plannedDate)}
      </div>
      <div role="cell" className={classes.cell} data-area="mileage">
        {miles(row.mileage)}
      </div>
      <div role="cell" className={classes.cell} data-area="reason" title={row.reason}>
        <span className={classes.reason}>{row.reason}</span>
      </div>
      <div role="cell" className={classes.cell} data-area="status">
        <PlannerRowStatus row={row} zone={zone} />
      </div>
    </div>
  );
}
