import { Blockquote, Button, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useSignedInSession } from '../../services/session-context';
import { browserTimeZone, formatLabelledTime } from '../../ui/time';
import type { BulkStartStep } from './bulk-start-step';

type Props = {
  readonly step: BulkStartStep;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
};

const texts = (count: number) => (count === 1 ? '1 text' : `${count} texts`);

/** The bulk start confirmation: how many texts go, a sample, when, who is left out and why; then progress. */
export function BulkStartModal({ step, onConfirm, onCancel }: Props) {
  const session = useSignedInSession();
  const opened = step.kind === 'confirming' || step.kind === 'starting';
  if (!opened) return null;
  const { preview } = step;
  const zone = session.officeTimeZone ?? browserTimeZone();
  const starting = step.kind === 'starting';
  return (
    <Modal
      opened
      onClose={starting ? () => undefined : onCancel}
      title="Start conversations"
      size="lg"
      withCloseButton={!starting}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fw={600}>{`${texts(preview.willText)} will go`}</Text>
        <Text size="sm">
          {preview.scheduledFor === null
            ? 'When: now'
            : `Scheduled for ${formatLabelledTime(preview.scheduledFor, zone)} (quiet hours)`}
        </Text>
        {preview.sampleText !== null && (
          <Blockquote p="sm" aria-label="Sample text">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.sampleText}
            </Text>
          </Blockquote>
        )}
        {preview.excluded.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>{`Left out (${preview.excluded.length})`}</Text>
            <ScrollArea.Autosize mah={220}>
              <Table aria-label="Left out" striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.excluded.map((one) => (
                    <Table.Tr key={one.futureServiceInteractionId}>
                      <Table.Td>{one.customerName || `Lead ${one.futureServiceInteractionId}`}</Table.Td>
                      <Table.Td>{one.reason}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        )}
        {starting ? (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={step.of === 0 ? 100 : (step.done / step.of) * 100}
              animated
              aria-label="Start progress"
            />
            <Text size="sm">{`Started ${step.done} of ${step.of}`}</Text>
          </Stack>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={onConfirm} disabled={preview.willText === 0}>
              {`Send ${texts(preview.willText)}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
