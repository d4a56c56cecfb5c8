import { Anchor, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReportColumn, ReportRow } from '@torque/domain';
import { Link } from 'react-router';
import { cellText, drillsDown, isFigure, type SortOrder } from './report-cells';
import { leadPath, rowLeadId } from './report-drill-down';
import classes from './ReportTable.module.css';

type Props = {
  readonly id: string;
  /** The store's zone: a moment's time reads in it (issue 30). */
  readonly zone: string;
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  /** The rows in the order shown. */
  readonly rows: readonly ReportRow[];
  readonly order: SortOrder | null;
  readonly onSort: (order: SortOrder) => void;
  /** The drill-down of a row, with what it opens; none when the row (or the report) offers none. */
  readonly drillDown: (row: ReportRow) => { readonly label: string; readonly open: () => void } | null;
  /** The month column of the monthly report, whose cell drills down too. */
  readonly monthKey?: string;
};

const nextOrder = (key: string, order: SortOrder | null): SortOrder => ({
  key,
  direction: order?.key === key && order.direction === 'ascending' ? 'descending' : 'ascending',
});

/** The report's rows: sortable by any column, figures right-aligned, drill-downs and leads as links. */
export function ReportTable({ id, zone, title, columns, rows, order, onSort, drillDown, monthKey }: Props) {
  // Staff look for the customer by name: the name opens the lead, else the lead's number does.
  const leadColumn =
    columns.find((column) => column.key === 'customerName') ??
    columns.find((column) => column.key === 'leadId') ??
    columns[0];
  return (
    <Table.ScrollContainer minWidth={Math.max(480, columns.length * 112)} type="native">
      <Table id={id} aria-label={title} striped highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const sorted = order?.key === column.key ? order.direction : undefined;
              const Icon =
                sorted === 'ascending'
                  ? IconArrowUp
                  : sorted === 'descending'
                    ? IconArrowDown
                    : IconArrowsSort;
              return (
                <Table.Th
                  key={column.key}
                  aria-sort={sorted ?? 'none'}
                  ta={isFigure(column.kind) ? 'right' : undefined}
                >
                  <UnstyledButton
                    className={classes.sort}
                    onClick={() => onSort(nextOrder(column.key, order))}
                  >
                    {column.header}
                    <Icon size={14} aria-hidden />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const drill = drillDown(row);
            const leadId = rowLeadId(row);
            return (
              <Table.Tr key={index}>
                {columns.map((column) => {
                  const text = cellText(column, row, zone);
                  const figure = isFigure(column.kind);
                  let content: React.ReactNode = text;
                  if (leadId !== null && column === leadColumn) {
                    content = (
                      <Anchor
                        component={Link}
                        to={leadPath(leadId)}
                        className={classes.link}
                        aria-label={`${text || leadId}: open the lead`}
                      >
                        {text || `Lead ${leadId}`}
                      </Anchor>
                    );
                  } else if (drill && text !== '' && (drillsDown(column) || column.key === monthKey)) {
                    content = (
                      <Anchor
                        component="button"
                        type="button"
                        onClick={drill.open}
                        className={classes.link}
                        aria-label={`${text} ${column.header}: ${drill.label}`}
                      >
                        {text}
                      </Anchor>
                    );
                  }
                  return (
                    <Table.Td
                      key={column.key}
                      ta={figure ? 'right' : undefined}
                      className={figure ? classes.figure : undefined}
                    >
                      {content}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
