import { Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { NO_INTENT_RECORDS, type IntentDetails } from '@torque/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure } from '../../../ui/notices';
import type { MessageActionProps } from './message-action';

// The code picker loads with a reply the assistant classified, not with the lead manager's first screen.
const ReplyCodeCorrection = lazy(() =>
  import('./ReplyCodeCorrection').then((module) => ({ default: module.ReplyCodeCorrection })),
);

/** Show Intents (spec 1 §2): input strings with their intent, then the final and multi intent names. */
export function ShowIntentsModal({ lead, message, onDone }: MessageActionProps) {
  const { conversations } = useServices();
  const [details, setDetails] = useState<IntentDetails | null>(null);
  const leadId = lead.id;
  const messageId = message.id;

  useEffect(() => {
    let live = true;
    void conversations.intentDetails(leadId, messageId).then((result) => {
      if (!live) return;
      if (result.ok) setDetails(result.value);
      else {
        showFailure(result.error);
        onDone();
      }
    });
    return () => {
      live = false;
    };
  }, [conversations, leadId, messageId, onDone]);

  const rows =
    details?.intents.flatMap((intent, i) =>
      intent.symLogs.inputStrListBeforePreprocessor.map((input, j) => (
        <Table.Tr key={`${i}-${j}`}>
          <Table.Td>{input}</Table.Td>
          <Table.Td>{intent.intentName}</Table.Td>
        </Table.Tr>
      )),
    ) ?? [];

  return (
    <Modal
      opened
      onClose={onDone}
      title="Show Intents"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {details === null ? (
        <Loader size="sm" aria-label="Loading intents" />
      ) : (
        <Stack gap="sm">
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Input String</Table.Th>
                <Table.Th>Intent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length > 0 ? (
                rows
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={2}>{NO_INTENT_RECORDS}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <NameList label="Final Intent Names" names={details.finalIntentNames} />
          <NameList label="Multi Intent Names" names={details.multiIntentNames} />
          {details.classification && (
            <Suspense fallback={null}>
              <ReplyCodeCorrection
                leadId={leadId}
                messageId={messageId}
                classification={details.classification}
                check={details.classifierCheck}
                onSaved={setDetails}
              />
            </Suspense>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function NameList({ label, names }: { readonly label: string; readonly names: readonly string[] }) {
  return (
    <Text size="sm">
      <Text span fw={700}>
        {label}:
      </Text>{' '}
      {names.length > 0 ? names.join(', ') : NO_INTENT_RECORDS}
    </Text>
  );
}
