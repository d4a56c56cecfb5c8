import { Button, Paper, Table, Text } from '@mantine/core';
import { formatPhone, type StoreDetail } from '@torque/domain';

/** Stores with what the master list shows of them; Edit only when the role may change stores. */
export function StoreTable({
  stores,
  onEdit,
}: {
  stores: readonly StoreDetail[];
  onEdit?: ((store: StoreDetail) => void) | undefined;
}) {
  if (stores.length === 0) return <Text c="dimmed">No stores yet.</Text>;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-label="Stores">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Store</Table.Th>
              <Table.Th>Brand</Table.Th>
              <Table.Th>BOC</Table.Th>
              <Table.Th>Office time zone</Table.Th>
              <Table.Th>Phone</Table.Th>
              {onEdit ? <Table.Th aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stores.map((store) => (
              <Table.Tr key={store.id}>
                <Table.Td>{store.store_id}</Table.Td>
                <Table.Td>{store.storeName}</Table.Td>
                <Table.Td>{store.brand}</Table.Td>
                <Table.Td>{store.bocName}</Table.Td>
                <Table.Td>
                  {store.timezone} ({store.timezoneDisplay})
                </Table.Td>
                <Table.Td>{formatPhone(store.phoneNumber)}</Table.Td>
                {onEdit ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onEdit(store)}
                      aria-label={`Edit ${store.storeName}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
