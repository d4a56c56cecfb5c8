import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { customersSummary, importedSummary } from './lead-mapping';
import { useFailedRowsDownload } from './useFailedRowsDownload';
import { useImportWatch } from './useImportWatch';
import type { UploadStage } from './useLeadImport';

type Props = { readonly stage: UploadStage; readonly onFinished: () => void };

/** The upload in whole percent, then the server's processing from its stream, then the outcome. */
export function ImportProgressPanel({ stage, onFinished }: Props) {
  const id = stage.kind === 'uploaded' ? stage.fileReportId : null;
  const { progress, batch } = useImportWatch(id, onFinished);
  const download = useFailedRowsDownload();
  if (stage.kind === 'idle') return null;
  if (stage.kind === 'refused')
    return (
      <Alert color="red" title="The file was not imported">
        {stage.message}
      </Alert>
    );
  if (stage.kind === 'uploading')
    return <Bar label={`Uploading ${stage.percent}%`} percent={stage.percent} />;
  if (!progress || progress.status === 'PROCESSING') {
    const percent = progress?.percent ?? 0;
    const rows = progress ? ` (${progress.processedRecords} of ${progress.totalRecords} rows)` : '';
    return <Bar label={`Processing ${percent}%${rows}`} percent={percent} />;
  }
  if (progress.status !== 'COMPLETED')
    return (
      <Alert color="red" title="The import failed">
        {progress.message ?? 'Nothing was imported.'}
      </Alert>
    );
  return (
    <Alert color="green" title="Import finished">
      <Stack gap="xs">
        <Text>{importedSummary(progress.totalRecords, progress.failedRecords)}</Text>
        {batch && (
          <Text>
            {customersSummary(
              batch.createdCustomers ?? 0,
              batch.updatedCustomers ?? 0,
              batch.mergedRows ?? 0,
              progress.failedRecords,
            )}
          </Text>
        )}
        <Group gap="sm">
          {progress.failedRecords > 0 && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={download.busy}
              onClick={() => void download.run(progress.fileReportId, stage.fileName)}
            >
              Download failed rows
            </Button>
          )}
          <Anchor component={Link} to="/leadmanager">
            Open the lead manager
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

function Bar({ label, percent }: { readonly label: string; readonly percent: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {label}
      </Text>
      <Progress value={percent} aria-label={label} />
    </Stack>
  );
}
