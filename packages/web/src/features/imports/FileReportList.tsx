import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FileUploadReport, FileUploadReportType } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatLabelledTime } from '../../ui/time';
import { FileReportRecords } from './FileReportRecords';
import { useFailedRowsDownload } from './useFailedRowsDownload';

type Props = { readonly fileType: FileUploadReportType; readonly version: number };

/** The upload reports of one file type (fetch-file-uploard-reports), each with its records and failed rows. */
export function FileReportList({ fileType, version }: Props) {
  const { imports } = useServices();
  const session = useSignedInSession();
  const download = useFailedRowsDownload();
  const zone = useStoreTimeZone();
  const [reports, setReports] = useState<readonly FileUploadReport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<FileUploadReport | null>(null);
  useEffect(() => {
    let live = true;
    void imports.fileUploadReports(session.enterprise.id, fileType, { page: 0, size: 50 }).then((answer) => {
      if (!live) return;
      setReports(answer.ok ? answer.value.data : []);
      setError(answer.ok ? null : answer.error.message);
    });
    return () => {
      live = false;
    };
  }, [imports, session.enterprise.id, fileType, version]);
  return (
    <Stack>
      <Title order={2} fz="h4">
        Uploaded files
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {reports?.length === 0 && !error && <Text c="dimmed">No file of this type has been uploaded yet.</Text>}
      {reports && reports.length > 0 && (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing="xs" aria-label="Uploaded files">
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
              {reports.map((report) => (
                <Table.Tr key={report.fileReportId}>
                  <Table.Td>{report.fileName}</Table.Td>
                  <Table.Td>{report.uploadedOn ? formatLabelledTime(report.uploadedOn, zone) : ''}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{report.status}</Badge>
                  </Table.Td>
                  <Table.Td>{report.totalRecords ?? ''}</Table.Td>
                  <Table.Td>{report.failedRecords ?? ''}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={!report.failedRecords}
                        onClick={() => void download.run(report.fileReportId, report.fileName)}
                      >
                        Failed rows
                      </Button>
                      {report.fileType !== 'PREPAID_MAINTENANCE' && (
                        <Button size="xs" variant="light" onClick={() => setOpened(report)}>
                          Records
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {opened?.fileType === fileType && <FileReportRecords key={opened.fileReportId} report={opened} />}
    </Stack>
  );
}
