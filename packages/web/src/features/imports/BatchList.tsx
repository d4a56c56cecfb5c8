import { Alert, Badge, Button, Group, Pagination, Progress, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconCalendarDue } from '@tabler/icons-react';
import type { CvLeadBatch } from '@torque/domain';
import { useState } from 'react';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatLabelledTime } from '../../ui/time';
import { PlannerRunModal } from './PlannerRunModal';
import { BATCH_PAGE_SIZE, type useBatches } from './useBatches';
import { useFailedRowsDownload } from './useFailedRowsDownload';
import { useImportWatch } from './useImportWatch';

type Props = { readonly list: ReturnType<typeof useBatches> };

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  COMPLETED: 'green',
  FAILED: 'red',
  PROCESSING: 'blue',
};

/** The imported lead files, newest first; a file still processing shows its live progress. */
export function BatchList({ list }: Props) {
  const [planned, setPlanned] = useState<CvLeadBatch | null>(null);
  const download = useFailedRowsDownload();
  const zone = useStoreTimeZone();
  const pages = Math.max(1, Math.ceil(list.total / BATCH_PAGE_SIZE));
  return (
    <>
      <Title order={2} fz="h4">
        Imported files
      </Title>
      {list.error && <Alert color="red">{list.error}</Alert>}
      {list.batches?.length === 0 && !list.error && (
        <Text c="dimmed">No lead file has been imported yet.</Text>
      )}
      {list.batches && list.batches.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" aria-label="Imported files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Uploaded on</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.batches.map((batch) => (
                <Table.Tr key={batch.batchId}>
                  <Table.Td>{batch.fileName}</Table.Td>
                  <Table.Td>{batch.uploadedOn ? formatLabelledTime(batch.uploadedOn, zone) : ''}</Table.Td>
                  <Table.Td>
                    {batch.status === 'PROCESSING' ? (
                      <LiveProgress batch={batch} onFinished={list.reload} />
                    ) : (
                      <Badge color={STATUS_COLOURS[batch.status] ?? 'gray'} variant="light">
                        {batch.status}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{batch.total ?? ''}</Table.Td>
                  <Table.Td>{batch.failedRecords ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconDownload size={14} />}
                        disabled={!batch.failedRecords}
                        onClick={() => void download.run(batch.batchId, batch.fileName)}
                      >
                        Failed rows
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconCalendarDue size={14} />}
                        disabled={batch.status !== 'COMPLETED'}
                        onClick={() => setPlanned(batch)}
                      >
                        Run planners
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={list.page + 1} onChange={(at) => list.setPage(at - 1)} />
      )}
      <PlannerRunModal batch={planned} onClose={() => setPlanned(null)} />
    </>
  );
}

/** A batch still processing: re-attached to its progress stream (also after a page reload). */
function LiveProgress({
  batch,
  onFinished,
}: {
  readonly batch: CvLeadBatch;
  readonly onFinished: () => void;
}) {
  const { progress } = useImportWatch(batch.batchId, onFinished);
  const percent = progress?.percent ?? batch.percent ?? 0;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} w={90} aria-label={`${batch.fileName} ${percent}%`} />
      <Text size="xs">{percent}%</Text>
    </Group>
  );
}
