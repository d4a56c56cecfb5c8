import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { EnrichmentRecord, FileUploadReport } from '@torque/domain';
import { useState } from 'react';
import { ENRICHMENT_STATUSES, enrichmentOf, REASON_REQUIRED } from './data-sync-types';
import { useReportRecords } from './useReportRecords';

/** One report's records with their status, the status change and the enrichment runs. */
export function FileReportRecords({ report }: { readonly report: FileUploadReport }) {
  const { records, setStatus, start } = useReportRecords(report);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            Records of {report.fileName}
          </Title>
          <Group gap="xs">
            <Button size="xs" onClick={() => void start(enrichmentOf(report.fileType))}>
              Enrich
            </Button>
            {report.fileType === 'FEA_ALERT' && (
              <Button size="xs" variant="light" onClick={() => void start('lisa-fea')}>
                Create FEA leads
              </Button>
            )}
          </Group>
        </Group>
        {records?.length === 0 && <Text c="dimmed">This file has no records.</Text>}
        {records && records.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label="Records">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>VIN</Table.Th>
                  <Table.Th>Vehicle</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Change status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((record) => (
                  <RecordRow key={record.id} record={record} onStatus={setStatus} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

type RowProps = {
  readonly record: EnrichmentRecord;
  readonly onStatus: (id: number, statusType: string, reason?: string) => Promise<void>;
};

function RecordRow({ record, onStatus }: RowProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const needsReason = status === 'REJECTED' && reason.trim() === '';
  return (
    <Table.Tr>
      <Table.Td>{record.customerName ?? ''}</Table.Td>
      <Table.Td>{record.vin ?? ''}</Table.Td>
      <Table.Td>{[record.year, record.make, record.model].filter(Boolean).join(' ')}</Table.Td>
      <Table.Td>{record.statusType}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Select
            size="xs"
            w={130}
            aria-label={`New status for record ${record.id}`}
            data={[...ENRICHMENT_STATUSES]}
            value={status}
            onChange={setStatus}
            placeholder="Status"
          />
          {status === 'REJECTED' && (
            <TextInput
              size="xs"
              aria-label="Reason"
              placeholder="Reason"
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={needsReason ? REASON_REQUIRED : undefined}
            />
          )}
          <Button
            size="xs"
            variant="light"
            disabled={!status || needsReason}
            onClick={() =>
              status && void onStatus(record.id, status, status === 'REJECTED' ? reason.trim() : undefined)
            }
          >
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
