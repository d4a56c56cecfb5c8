import { Button, Group, Loader, Stack } from '@mantine/core';
import type { StoreDetail } from '@torque/domain';
import { useState } from 'react';
import { EnterprisePicker } from './EnterprisePicker';
import { StoreDialog } from './StoreDialog';
import { StoreTable } from './StoreTable';
import { useAnswer } from './useAnswer';
import type { Organisation } from './useOrganisation';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** The stores in reach, one enterprise's or all; created and edited in the store dialog. */
export function StoresTab({
  organisation,
  enterpriseId,
}: {
  organisation: Organisation;
  enterpriseId: number | undefined;
}) {
  const [filter, setFilter] = useState<number | undefined>(enterpriseId);
  const [editing, setEditing] = useState<StoreDetail | 'new' | null>(null);
  const stores = useAnswer(
    () => organisation.organisation.storeDetails(filter === undefined ? {} : { enterpriseId: filter }),
    EMPTY_PAGE,
    `stores-${filter ?? 'all'}`,
  );
  const mayChange = organisation.may('change stores and BOCs');
  const enterprises = organisation.enterprises ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        {enterprises.length > 1 ? (
          <EnterprisePicker enterprises={enterprises} value={filter} onChange={setFilter} allowAll />
        ) : (
          <span />
        )}
        {mayChange ? <Button onClick={() => setEditing('new')}>Create store</Button> : null}
      </Group>
      {stores.value ? (
        <StoreTable stores={stores.value.data} onEdit={mayChange ? setEditing : undefined} />
      ) : (
        <Loader aria-label="Loading stores" />
      )}
      {editing !== null ? (
        <StoreDialog
          enterprises={enterprises}
          defaultEnterpriseId={filter ?? organisation.ownEnterpriseId}
          store={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={stores.reload}
        />
      ) : null}
    </Stack>
  );
}
