import { Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CompanyView } from './CompanyView';
import { EnterpriseDialog } from './EnterpriseDialog';
import { EnterpriseFlags } from './EnterpriseFlags';
import type { Organisation } from './useOrganisation';

/** The company list: every enterprise in reach, or one enterprise's company view (?enterprise={id}). */
export function CompanyListTab({
  organisation,
  enterpriseId,
  onOpen,
}: {
  organisation: Organisation;
  enterpriseId: number | undefined;
  onOpen: (id: number | undefined) => void;
}) {
  const [creating, setCreating] = useState(false);
  const { enterprises } = organisation;
  if (!enterprises) return <Loader aria-label="Loading enterprises" />;
  const chosen = enterprises.find((e) => e.id === enterpriseId);
  if (enterpriseId !== undefined)
    return chosen ? (
      <CompanyView organisation={organisation} enterprise={chosen} onBack={() => onOpen(undefined)} />
    ) : (
      <Text c="dimmed">No such enterprise in your reach.</Text>
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Enterprises
        </Title>
        {organisation.may('change enterprises and tenants') ? (
          <Button onClick={() => setCreating(true)}>Create enterprise</Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Enterprises">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enterprise</Table.Th>
                <Table.Th>Configuration</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enterprises.map((enterprise) => (
                <Table.Tr key={enterprise.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onOpen(enterprise.id)}>
                      {enterprise.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <EnterpriseFlags enterprise={enterprise} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <EnterpriseDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          organisation.reloadEnterprises();
          onOpen(created.id);
        }}
      />
    </Stack>
  );
}
