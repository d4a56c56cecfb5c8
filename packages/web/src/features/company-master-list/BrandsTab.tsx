import { Loader, Paper, Table, Text } from '@mantine/core';
import { timezoneDisplay } from '@torque/domain';
import { useAnswer } from './useAnswer';
import type { Organisation } from './useOrganisation';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** Each brand with the office time zones its stores keep (the brands-and-zone pickers' source). */
export function BrandsTab({ organisation }: { organisation: Organisation }) {
  const zones = useAnswer(() => organisation.organisation.brandTimezones(), EMPTY_PAGE, 'brand-zones').value;
  if (!zones) return <Loader aria-label="Loading brands" />;
  if (zones.data.length === 0) return <Text c="dimmed">No stores yet.</Text>;
  const now = new Date();
  return (
    <Paper withBorder radius="md">
      <Table striped aria-label="Brands and time zones">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Brand</Table.Th>
            <Table.Th>Office time zone</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {zones.data.map((row) => (
            <Table.Tr key={`${row.brand}-${row.zone}`}>
              <Table.Td>{row.brand}</Table.Td>
              <Table.Td>
                {row.zone} ({timezoneDisplay(row.zone, now)})
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
