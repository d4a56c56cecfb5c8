import { Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { Tenant } from '@torque/domain';
import { useState } from 'react';
import { EnterprisePicker } from './EnterprisePicker';
import { NameDialog } from './NameDialog';
import { reportChange } from './organisation-notices';
import { useAnswer } from './useAnswer';
import type { Organisation } from './useOrganisation';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** Tenants (one per enterprise, carrying its id) with their assistant file; created and renamed. */
export function TenantsTab({ organisation }: { organisation: Organisation }) {
  const ports = organisation.organisation;
  const tenants = useAnswer(() => ports.tenants(), EMPTY_PAGE, 'tenants');
  const [dialog, setDialog] = useState<Tenant | 'new' | null>(null);
  const [enterpriseId, setEnterpriseId] = useState<number | undefined>(undefined);
  const mayChange = organisation.may('change enterprises and tenants');
  const enterprises = organisation.enterprises ?? [];
  const nameOf = (id: number) => enterprises.find((e) => e.id === id)?.name ?? `Enterprise ${id}`;
  const withoutTenant = enterprises.filter((e) => !tenants.value?.data.some((t) => t.tenantId === e.id));
  return (
    <Stack gap="sm">
      {mayChange && withoutTenant.length > 0 ? (
        <Group justify="flex-end">
          <Button onClick={() => setDialog('new')}>Create tenant</Button>
        </Group>
      ) : null}
      {!tenants.value ? (
        <Loader aria-label="Loading tenants" />
      ) : tenants.value.data.length === 0 ? (
        <Text c="dimmed">No tenants yet.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-label="Tenants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tenant</Table.Th>
                  <Table.Th>Enterprise</Table.Th>
                  <Table.Th>Assistant file</Table.Th>
                  {mayChange ? <Table.Th aria-label="Actions" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tenants.value.data.map((tenant) => (
                  <Table.Tr key={tenant.tenantId}>
                    <Table.Td>{tenant.name}</Table.Td>
                    <Table.Td>{nameOf(tenant.tenantId)}</Table.Td>
                    <Table.Td>{tenant.aivaFileName ?? '—'}</Table.Td>
                    {mayChange ? (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setDialog(tenant)}
                          aria-label={`Rename ${tenant.name}`}
                        >
                          Rename
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {dialog === 'new' ? (
        <NameDialog
          title="Create tenant"
          nameLabel="Tenant name"
          extra={
            <EnterprisePicker enterprises={withoutTenant} value={enterpriseId} onChange={setEnterpriseId} />
          }
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            if (enterpriseId === undefined) return false;
            const done = reportChange(await ports.createTenant(enterpriseId, name), 'Successfully Added');
            if (done) tenants.reload();
            return done;
          }}
        />
      ) : null}
      {dialog !== null && dialog !== 'new' ? (
        <NameDialog
          title={`Rename ${dialog.name}`}
          nameLabel="Tenant name"
          initialName={dialog.name}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const done = reportChange(await ports.renameTenant(dialog.tenantId, name));
            if (done) tenants.reload();
            return done;
          }}
        />
      ) : null}
    </Stack>
  );
}
