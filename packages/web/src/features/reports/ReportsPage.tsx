import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { REPORT_CATALOGUE, type ReportDefinition } from '@torque/domain';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { BulkConversationReport } from './BulkConversationReport';
import { ReportPicker, type PickerEntry } from './ReportPicker';
import { ReportView } from './ReportView';
import classes from './ReportsPage.module.css';

/** The bulk conversation report is not a filtered report; it keeps its own screen in the picker. */
export const BULK_CONVERSATIONS: PickerEntry = {
  id: 'bulk-conversations',
  group: 'Activity',
  title: 'Bulk conversations',
};

type Props = {
  /** The reports offered; the domain's catalogue unless a test hands in its own. */
  readonly catalogue?: readonly ReportDefinition[];
};

/**
 * /reports: the picker grouped as the spec groups the reports, and the chosen report at
 * /reports/:reportId. /reports itself opens the first report.
 */
export function ReportsPage({ catalogue = REPORT_CATALOGUE }: Props) {
  const first = catalogue[0]?.id ?? BULK_CONVERSATIONS.id;
  return (
    <Routes>
      <Route index element={<Navigate to={first} replace />} />
      <Route path=":reportId" element={<ReportScreen catalogue={catalogue} />} />
    </Routes>
  );
}

function ReportScreen({ catalogue }: { readonly catalogue: readonly ReportDefinition[] }) {
  const { reportId } = useParams();
  const definition = catalogue.find((candidate) => candidate.id === reportId);
  const entries: PickerEntry[] = [...catalogue, BULK_CONVERSATIONS];
  return (
    <div className={classes.layout}>
      <ReportPicker entries={entries} chosenId={reportId} />
      <div className={classes.report}>
        {definition ? (
          // A new report starts from its own defaults and order.
          <ReportView key={definition.id} definition={definition} catalogue={catalogue} />
        ) : reportId === BULK_CONVERSATIONS.id ? (
          <BulkConversationReport />
        ) : (
          <UnknownReport />
        )}
      </div>
    </div>
  );
}

function UnknownReport() {
  return (
    <Center p="md">
      <Paper withBorder radius="lg" p="xl" maw={460}>
        <Stack gap="xs" ta="center">
          <Title order={1} fz="h3">
            No such report
          </Title>
          <Text c="dimmed">Pick a report from the list.</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
