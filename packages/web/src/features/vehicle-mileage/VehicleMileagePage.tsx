import { Alert, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  customerName,
  formatDisplayDate,
  formatMileage,
  type Lead,
  type VirtualServiceRecord,
} from '@torque/domain';
import { MileageUpdateForm } from './MileageUpdateForm';
import { useVehicleMileageScreen } from './useVehicleMileageScreen';

const vehicleOf = (lead: Lead): string =>
  [lead.serviceVehicle.year, lead.serviceVehicle.make, lead.serviceVehicle.model].filter(Boolean).join(' ');
/** The records' dates come as DD.MM.YYYY; staff read DD/MM/YYYY. */
const shownDate = (dotted: string | null | undefined): string => (dotted ? dotted.replaceAll('.', '/') : '');

function FoundLeads({
  leads,
  onChoose,
}: {
  readonly leads: readonly Lead[];
  readonly onChoose: (lead: Lead) => void;
}) {
  if (leads.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No lead matches.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Found leads" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th>VIN</Table.Th>
            <Table.Th>Mileage</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>{customerName(lead)}</Table.Td>
              <Table.Td>{vehicleOf(lead)}</Table.Td>
              <Table.Td ff="monospace">{lead.serviceVehicle.vin}</Table.Td>
              <Table.Td>
                {lead.serviceVehicle.odometer == null ? '—' : formatMileage(lead.serviceVehicle.odometer)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onChoose(lead)}
                  aria-label={`Choose ${customerName(lead)}, ${vehicleOf(lead)}`}
                >
                  Choose
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MileageRecords({
  records,
  zone,
}: {
  readonly records: readonly VirtualServiceRecord[];
  readonly zone: string;
}) {
  if (records.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No mileage recorded yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Virtual service and mileage records" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mileage</Table.Th>
            <Table.Th>Minder</Table.Th>
            <Table.Th>Last service</Table.Th>
            <Table.Th>Recorded</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td fw={600}>{record.mileage == null ? '—' : formatMileage(record.mileage)}</Table.Td>
              <Table.Td>{record.minder ?? ''}</Table.Td>
              <Table.Td>{shownDate(record.serviceDate)}</Table.Td>
              <Table.Td>{record.recordedOn ? formatDisplayDate(record.recordedOn, zone) : ''}</Table.Td>
              <Table.Td>{record.recordedBy ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * VMR minder and mileage (spec 1 §6, spec 2 §3): find a lead's vehicle, read its virtual service and
 * mileage records, and update its mileage, minder and last service date.
 */
export function VehicleMileagePage() {
  const screen = useVehicleMileageScreen();
  const { chosen, found, records } = screen;
  return (
    <Stack p="lg" gap="md" maw={1040}>
      <Title order={1} fz="h3">
        VMR minder and mileage
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void screen.search();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            aria-label="Search leads"
            placeholder="Search name, e-mail, phone or customer no."
            leftSection={<IconSearch size={16} />}
            value={screen.searchText}
            onChange={(event) => screen.setSearchText(event.currentTarget.value)}
            type="search"
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {found === 'loading' && <Loader size="sm" aria-label="Searching" />}
      {typeof found === 'object' && 'message' in found && <Alert color="yellow">{found.message}</Alert>}
      {Array.isArray(found) && !chosen && <FoundLeads leads={found} onChoose={screen.choose} />}
      {chosen && (
        <Card withBorder padding="md" component="section" aria-label="Vehicle record">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{`${customerName(chosen)} · ${vehicleOf(chosen)}`}</Text>
                <Text size="sm" c="dimmed" ff="monospace">
                  {chosen.serviceVehicle.vin}
                </Text>
              </Stack>
              <Button variant="default" size="xs" onClick={() => screen.choose(null)}>
                Back to results
              </Button>
            </Group>
            <MileageUpdateForm key={chosen.id} onUpdate={screen.update} />
            <Title order={2} fz="h5">
              Virtual service and mileage records
            </Title>
            {records === 'loading' ? (
              <Loader size="sm" aria-label="Loading records" />
            ) : 'message' in records ? (
              <Alert color="yellow">{records.message}</Alert>
            ) : (
              <MileageRecords records={records} zone={chosen.storeMaster.officeMasterVO.officeTimeZone} />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
