import { ActionIcon, Anchor, Badge, Menu, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import {
  appointmentStatusLabel,
  bookedByLabel,
  isoDateToDisplayDate,
  mayMarkNoShow,
  serviceTypeLabel,
  type Appointment,
  type AppointmentManagerAction,
} from '@torque/domain';
import { Link } from 'react-router';

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  BOOKED: 'blue',
  SHOW: 'green',
  COMPLETED: 'teal',
  NO_SHOW: 'orange',
  CANCELLED: 'gray',
};

/** The status changes a row offers: every status but its own, then archive and delete. */
const STATUS_ACTIONS: readonly { readonly action: AppointmentManagerAction; readonly label: string }[] = [
  { action: 'SHOW', label: 'Mark showed' },
  { action: 'COMPLETED', label: 'Mark completed' },
  { action: 'NO_SHOW', label: 'Mark no-show' },
  { action: 'CANCELLED', label: 'Cancel appointment' },
  { action: 'BOOKED', label: 'Mark booked' },
];

const displayDate = (iso: string | null | undefined) => (iso ? isoDateToDisplayDate(iso) : '');

/** A row's status changes: not its own status, and a no-show only once its time has passed (issue 30). */
const actionsFor = (row: Appointment, now: Date) =>
  STATUS_ACTIONS.filter(
    ({ action }) =>
      action !== row.apptStatus &&
      (action !== 'NO_SHOW' || (!!row.appointmentAt && mayMarkNoShow(new Date(row.appointmentAt), now))),
  );

export type AppointmentTableProps = {
  readonly rows: readonly Appointment[];
  readonly archived: boolean;
  readonly onStatus: (appointment: Appointment, action: AppointmentManagerAction) => void;
  readonly onRemind: (appointment: Appointment) => void;
};

/** The appointments of one page: when, who, which car, where and with whom, status and actions. */
export function AppointmentTable({ rows, archived, onStatus, onRemind }: AppointmentTableProps) {
  return (
    <Table.ScrollContainer minWidth={1120}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Appointments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Cellular</Table.Th>
            <Table.Th>VIN</Table.Th>
            <Table.Th>Store</Table.Th>
            <Table.Th>Advisor</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th miw={136}>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.apptId} data-testid={`appointment-${row.apptId}`}>
              <Table.Td>{displayDate(row.apptDate)}</Table.Td>
              <Table.Td>{row.apptTime}</Table.Td>
              <Table.Td>
                {row.futureServiceInteractionId ? (
                  <Anchor component={Link} to={`/leadmanager/${row.futureServiceInteractionId}`} size="sm">
                    {row.customerName}
                  </Anchor>
                ) : (
                  row.customerName
                )}
              </Table.Td>
              <Table.Td>{row.cellular}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.vin}
                </Text>
              </Table.Td>
              <Table.Td>{row.storeName}</Table.Td>
              <Table.Td>{row.advisorName ?? '—'}</Table.Td>
              <Table.Td>{row.serviceType ? serviceTypeLabel(row.serviceType) : row.title}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="dot" tt="none" maw="none" color={STATUS_COLOURS[row.apptStatus] ?? 'gray'}>
                  {appointmentStatusLabel(row.apptStatus)}
                </Badge>
                {row.source && (
                  <Text size="xs" c="dimmed">
                    {bookedByLabel(row.source)}
                  </Text>
                )}
                {row.reminderSentAt && (
                  <Text size="xs" c="dimmed">
                    Reminder sent
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Actions for ${row.customerName ?? 'appointment'}`}
                    >
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {!archived &&
                      actionsFor(row, new Date()).map(({ action, label }) => (
                        <Menu.Item key={action} onClick={() => onStatus(row, action)}>
                          {label}
                        </Menu.Item>
                      ))}
                    {!archived && row.apptStatus === 'BOOKED' && !row.reminderSentAt && (
                      <Menu.Item onClick={() => onRemind(row)}>Send reminder</Menu.Item>
                    )}
                    {!archived && <Menu.Divider />}
                    {!archived && <Menu.Item onClick={() => onStatus(row, 'ARCHIVED')}>Archive</Menu.Item>}
                    <Menu.Item color="red" onClick={() => onStatus(row, 'DELETED')}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
