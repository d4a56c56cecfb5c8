import { Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { formatPhone, type HouseholdChoice, type LeadImportPreview } from '@torque/domain';

type Props = {
  readonly rows: LeadImportPreview['households'];
  readonly choices: ReadonlyMap<number, HouseholdChoice>;
  readonly onChoose: (rowNumber: number, choice: HouseholdChoice) => void;
  readonly onChooseAll: (choice: HouseholdChoice) => void;
};

type Household = LeadImportPreview['households'][number];
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const sharedWith = (row: Household): string =>
  row.sharesWith.customerId === null
    ? `${nameOf(row.sharesWith)} (row ${row.sharesWith.rowNumber ?? '?'} of this file)`
    : `${nameOf(row.sharesWith)} (customer of this store)`;

/**
 * Rows whose mobile number belongs to someone of another name (issue 30: a household). Nothing is
 * merged unless the admin says so: "Merge" adds the row's vehicle to that customer, whose name stays;
 * "Keep separate" makes the row's person a customer of their own, sharing the number.
 */
export function HouseholdRows({ rows, choices, onChoose, onChooseAll }: Props) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        Shared mobile numbers ({rows.length})
      </Title>
      <Text size="sm" c="dimmed">
        These rows share a mobile number with a person of another name. Choose for each: merge into that
        customer, or keep a separate customer sharing the number.
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => onChooseAll('SEPARATE')}>
          Keep all separate
        </Button>
        <Button size="xs" variant="light" onClick={() => onChooseAll('MERGE')}>
          Merge all
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Shared mobile numbers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Name</Table.Th>
              {/* The choice comes before the details, so a narrow screen shows it without scrolling. */}
              <Table.Th>Import as</Table.Th>
              <Table.Th>Number belongs to</Table.Th>
              <Table.Th>Mobile</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.rowNumber}>
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>{nameOf(row)}</Table.Td>
                <Table.Td>
                  <Radio.Group
                    aria-label={`Row ${row.rowNumber}: ${nameOf(row)}`}
                    value={choices.get(row.rowNumber) ?? null}
                    onChange={(choice) => onChoose(row.rowNumber, choice as HouseholdChoice)}
                  >
                    <Stack gap={6} miw={150}>
                      <Radio value="MERGE" label={`Merge into ${row.sharesWith.firstName}`} />
                      <Radio value="SEPARATE" label="Keep separate" />
                    </Stack>
                  </Radio.Group>
                </Table.Td>
                <Table.Td>{sharedWith(row)}</Table.Td>
                <Table.Td>{formatPhone(row.cellular)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
