import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { canEditCustomers, primaryRole, type CustomerRecord } from '@torque/domain';
import { useState } from 'react';
import { useSignedInSession } from '../../services/session-context';
import { CustomerDetail } from './CustomerDetail';
import { CustomerList } from './CustomerList';
import { LineTypeRefresh } from './LineTypeRefresh';
import { NewCustomerModal } from './NewCustomerModal';
import { CUSTOMER_PAGE_SIZE, useCustomerSearch } from './useCustomerSearch';
import { useCustomerStores } from './useCustomerStores';

/** Issue 16 (/customers): find a store's customers, add one with a first vehicle, and work on one. */
export function CustomersPage() {
  const session = useSignedInSession();
  const editable = canEditCustomers(primaryRole(session));
  const { stores, chosen: store, choose } = useCustomerStores(session);
  const search = useCustomerSearch(store);
  const [chosen, setChosen] = useState<CustomerRecord | null>(null);
  const [adding, setAdding] = useState(false);
  const shown = chosen && chosen.store === store?.id ? chosen : null;
  const update = (record: CustomerRecord) => {
    setChosen(record);
    search.replace(record);
  };
  const pages = search.answer ? Math.max(1, Math.ceil(search.answer.total / CUSTOMER_PAGE_SIZE)) : 1;
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz="h3">
          Customers
        </Title>
        {store && (
          <Group gap="xs">
            {editable && (
              <LineTypeRefresh store={store} onDone={() => void search.run(search.typed, search.page)} />
            )}
            {editable && (
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                New customer
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Group
        component="form"
        aria-label="Search customers"
        gap="xs"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          void search.run(search.typed, 0);
        }}
      >
        <Select
          label="Store"
          data={(stores ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={store ? String(store.id) : null}
          onChange={(value) => value && choose(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
        <TextInput
          label="Name, phone, e-mail or VIN"
          value={search.typed}
          onChange={(event) => search.setTyped(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="light" leftSection={<IconSearch size={16} />} loading={search.loading}>
          Search
        </Button>
      </Group>
      {stores !== null && stores.length === 0 && <Text c="dimmed">No stores to show.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Card withBorder padding={0}>
          {search.answer && (
            <>
              <Text size="xs" c="dimmed" px="sm" py={6} aria-live="polite">
                {`${search.answer.total} ${search.answer.total === 1 ? 'customer' : 'customers'}`}
              </Text>
              <CustomerList rows={search.answer.rows} chosenId={shown?.id ?? null} onChoose={setChosen} />
              {pages > 1 && (
                <Group justify="center" p="xs">
                  <Pagination
                    size="sm"
                    total={pages}
                    value={search.page + 1}
                    onChange={(at) => void search.run(search.typed, at - 1)}
                  />
                </Group>
              )}
            </>
          )}
        </Card>
        {store && shown ? (
          <CustomerDetail key={shown.id} store={store} record={shown} editable={editable} onRecord={update} />
        ) : (
          <Text size="sm" c="dimmed">
            Choose a customer to see their vehicles, leads and marks.
          </Text>
        )}
      </SimpleGrid>
      {adding && store && (
        <NewCustomerModal
          store={store}
          onClose={() => setAdding(false)}
          onCreated={(record) => {
            setAdding(false);
            setChosen(record);
            void search.run(`${record.firstName} ${record.lastName}`, 0);
            search.setTyped(`${record.firstName} ${record.lastName}`);
          }}
        />
      )}
    </Stack>
  );
}
