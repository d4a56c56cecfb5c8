import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatPhone, lineTypeLabel, type CustomerRecord } from '@torque/domain';
import classes from './CustomerList.module.css';

type CustomerListProps = {
  readonly rows: readonly CustomerRecord[];
  readonly chosenId: number | null;
  readonly onChoose: (record: CustomerRecord) => void;
};

/** The search's customers: name, number with its line type, e-mail, and whether texts are blocked. */
export function CustomerList({ rows, chosenId, onChoose }: CustomerListProps) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        No customers match.
      </Text>
    );
  return (
    <Stack gap={0} component="ul" aria-label="Customers" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.id}>
          <UnstyledButton
            className={classes.row}
            data-chosen={row.id === chosenId || undefined}
            aria-current={row.id === chosenId || undefined}
            onClick={() => onChoose(row)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {`${row.firstName} ${row.lastName}`}
                </Text>
                {/* On the chosen row's tint the dimmed colour is too faint to read (contrast). */}
                <Text size="xs" c={row.id === chosenId ? undefined : 'dimmed'} truncate="end">
                  {[`${formatPhone(row.cellular)} (${lineTypeLabel(row.lineType)})`, row.email]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              {row.block_sms && (
                <Badge size="xs" color="red" variant="light" tt="none">
                  SMS blocked
                </Badge>
              )}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
