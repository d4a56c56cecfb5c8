import { Loader, Popover, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { formatDisplayDate, formatMileage, type Lead } from '@torque/domain';
import { MileageUpdateModal } from './MileageUpdateModal';
import { useVehicleRecord } from './useVehicleRecord';
import classes from './VehicleMileage.module.css';

type VehicleMileageProps = { readonly lead: Lead };

/**
 * The vehicle's mileage in the conversation header: a button opening its mileage history, and the
 * confirmation of a mileage picked from a text (the SMS right-click menu's Update mileage).
 */
export function VehicleMileage({ lead }: VehicleMileageProps) {
  const record = useVehicleRecord(lead);
  const vehicle = lead.serviceVehicle;
  const zone = lead.storeMaster.officeMasterVO.officeTimeZone;
  return (
    <>
      <Popover position="bottom-start" withinPortal shadow="md" onOpen={() => void record.loadHistory()}>
        <Popover.Target>
          <UnstyledButton className={classes.mileage} aria-label="Mileage history">
            <IconGauge size={13} />
            <Text size="xs" c="dimmed" span>
              {record.miles === null ? 'No mileage' : formatMileage(record.miles)}
            </Text>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown aria-label="Mileage history" role="dialog">
          <Stack gap={6} maw={360}>
            <Text size="sm" fw={600}>
              Mileage history
            </Text>
            {record.history === 'loading' ? (
              <Loader size="xs" aria-label="Loading mileage history" />
            ) : 'message' in record.history ? (
              <Text size="xs" c="red">
                {record.history.message}
              </Text>
            ) : record.history.length === 0 ? (
              <Text size="xs" c="dimmed">
                No mileage recorded yet. Select a number in a customer&apos;s text, right-click it and choose
                Update mileage.
              </Text>
            ) : (
              <Table fz="xs" withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {record.history.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td fw={600}>{formatMileage(row.mileage ?? 0)}</Table.Td>
                      <Table.Td>{row.recordedOn ? formatDisplayDate(row.recordedOn, zone) : ''}</Table.Td>
                      <Table.Td c="dimmed">
                        {[row.recordedBy, row.minder && `minder ${row.minder}`].filter(Boolean).join(' · ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {record.pending && (
        <MileageUpdateModal
          key={`${record.pending.leadId}:${record.pending.miles}`}
          miles={record.pending.miles}
          vehicle={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
          saving={record.saving}
          onSave={(details) => record.save(record.pending?.miles ?? 0, details)}
          onClose={record.dismiss}
        />
      )}
    </>
  );
}
