import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatPhone, type StoreMessagingNumbers } from '@torque/domain';

const KIND_LABEL = { main: 'texts from', assistant: 'assistant', pool: 'also reaches' } as const;

/** Each store's current numbers: the one it texts from, then every other number that reaches it. */
export function StoreNumbersTable({ stores }: { readonly stores: readonly StoreMessagingNumbers[] | null }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="h4" mb="sm">
        Store numbers
      </Title>
      {stores === null ? (
        <Text c="dimmed">Loading the stores…</Text>
      ) : stores.length === 0 ? (
        <Text c="dimmed">No stores to show.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Store numbers" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Store</Table.Th>
                <Table.Th>Numbers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stores.map((store) => (
                <Table.Tr key={store.storeId}>
                  <Table.Td>{store.storeName}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {store.numbers.map((number) => (
                        <Group key={number.phoneNumber} gap={4} wrap="wrap">
                          <Text size="sm" ff="monospace">
                            {formatPhone(number.phoneNumber)}
                          </Text>
                          <Badge size="xs" variant="light" color={number.kind === 'main' ? 'blue' : 'gray'}>
                            {KIND_LABEL[number.kind]}
                          </Badge>
                        </Group>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
