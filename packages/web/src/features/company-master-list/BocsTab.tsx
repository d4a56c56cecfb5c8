import { Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { Boc } from '@torque/domain';
import { useState } from 'react';
import { EnterprisePicker } from './EnterprisePicker';
import { NameDialog } from './NameDialog';
import { reportChange } from './organisation-notices';
import { useAnswer } from './useAnswer';
import type { Organisation } from './useOrganisation';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** The BOCs of one enterprise; created with a code and a name, renamed (the code stays). */
export function BocsTab({
  organisation,
  enterpriseId,
}: {
  organisation: Organisation;
  enterpriseId: number | undefined;
}) {
  const enterprises = organisation.enterprises ?? [];
  const [chosen, setChosen] = useState<number | undefined>(enterpriseId ?? organisation.ownEnterpriseId);
  const [dialog, setDialog] = useState<Boc | 'new' | null>(null);
  const ports = organisation.organisation;
  const bocs = useAnswer(() => ports.bocs(chosen), EMPTY_PAGE, `bocs-tab-${chosen ?? 'none'}`);
  const mayChange = organisation.may('change stores and BOCs');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        {enterprises.length > 1 ? (
          <EnterprisePicker enterprises={enterprises} value={chosen} onChange={setChosen} />
        ) : (
          <span />
        )}
        {mayChange && chosen !== undefined ? (
          <Button onClick={() => setDialog('new')}>Create BOC</Button>
        ) : null}
      </Group>
      {!bocs.value ? (
        <Loader aria-label="Loading BOCs" />
      ) : bocs.value.data.length === 0 ? (
        <Text c="dimmed">No BOCs yet.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table striped aria-label="BOCs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>BOC</Table.Th>
                {mayChange ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bocs.value.data.map((boc) => (
                <Table.Tr key={boc.id}>
                  <Table.Td>{boc.bocId}</Table.Td>
                  <Table.Td>{boc.bocName}</Table.Td>
                  {mayChange ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setDialog(boc)}
                        aria-label={`Rename ${boc.bocName}`}
                      >
                        Rename
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {dialog === 'new' && chosen !== undefined ? (
        <NameDialog
          title="Create BOC"
          codeLabel="BOC code"
          nameLabel="BOC name"
          onClose={() => setDialog(null)}
          onSubmit={async (bocName, bocId) => {
            const done = reportChange(
              await ports.createBoc({ enterpriseId: chosen, bocId, bocName }),
              'Successfully Added',
            );
            if (done) bocs.reload();
            return done;
          }}
        />
      ) : null}
      {dialog !== null && dialog !== 'new' ? (
        <NameDialog
          title={`Rename ${dialog.bocId}`}
          nameLabel="BOC name"
          initialName={dialog.bocName}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const done = reportChange(await ports.renameBoc(dialog.id, name));
            if (done) bocs.reload();
            return done;
          }}
        />
      ) : null}
    </Stack>
  );
}
