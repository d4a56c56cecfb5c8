import { Button, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { EnterpriseDialog } from '../company-master-list';
import { EnterpriseCard } from './EnterpriseCard';
import { useEnterprises } from './useEnterprises';

/**
 * /enterprise (issue 20, platform roles): every enterprise with its configuration (type, inbound,
 * real-time sync, calling feature), its logo with a preview, and its tenant's assistant file.
 */
export function EnterprisesPage() {
  const { organisation } = useServices();
  const { enterprises, tenants, reload } = useEnterprises(organisation);
  const [creating, setCreating] = useState(false);
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h3">
          Enterprises
        </Title>
        <Button onClick={() => setCreating(true)}>Create enterprise</Button>
      </Group>
      {enterprises && tenants ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {enterprises.map((enterprise) => (
            <EnterpriseCard
              key={enterprise.id}
              enterprise={enterprise}
              tenant={tenants.find((t) => t.tenantId === enterprise.id)}
              onChanged={reload}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Loader aria-label="Loading enterprises" />
      )}
      <EnterpriseDialog opened={creating} onClose={() => setCreating(false)} onCreated={reload} />
    </Stack>
  );
}
