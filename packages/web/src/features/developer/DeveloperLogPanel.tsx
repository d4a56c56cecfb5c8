import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { DEVELOPER_LOG_MAX_LENGTH } from '@torque/domain';
import { useState } from 'react';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { formatLabelledTime } from '../../ui/time';
import type { DeveloperLogLine } from './developer-log';

/** This session's actions, newest first, and a note written to the server's admin log. */
export function DeveloperLogPanel({
  log,
  onWrite,
}: {
  readonly log: readonly DeveloperLogLine[];
  readonly onWrite: (message: string) => Promise<boolean>;
}) {
  const [message, setMessage] = useState('');
  const zone = useStoreTimeZone();
  return (
    <Stack gap="xs" component="section" aria-label="Log">
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Log"
          placeholder="A note for the admin log"
          maxLength={DEVELOPER_LOG_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          disabled={message.trim() === ''}
          onClick={() => void onWrite(message.trim()).then((ok) => ok && setMessage(''))}
        >
          Write to log
        </Button>
      </Group>
      {log.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing done yet this session.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Session log" verticalSpacing={4}>
            <Table.Tbody>
              {log.map((line) => (
                <Table.Tr key={`${line.at.getTime()}-${line.what}`}>
                  <Table.Td w={150}>{formatLabelledTime(line.at.toISOString(), zone)}</Table.Td>
                  <Table.Td>{line.what}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={line.ok ? 'green' : 'red'}>
                      {line.ok ? 'ok' : 'failed'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {line.detail}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
