import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { LeadId } from '@torque/domain';
import { formatMessageTime } from '../../ui/time';
import { useDealRoomInvitation } from './useDealRoomInvitation';

type Props = { readonly leadId: LeadId; readonly timeZone: string };

/**
 * The customer's deal-room link (issue 13 finding 1): staff make one (shown once, to copy and send),
 * see until when the live one opens, and revoke it. Inviting again replaces the earlier link.
 */
export function DealRoomInvitationControl({ leadId, timeZone }: Props) {
  const { invitation, link, busy, error, invite, revoke } = useDealRoomInvitation(leadId);
  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="light" size="compact-sm" leftSection={<IconLink size={16} />}>
          Customer link
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Customer link">
        <Stack gap="xs">
          {invitation === undefined ? (
            <Text size="sm">Checking for a live link…</Text>
          ) : invitation ? (
            <Text size="sm" role="status">
              A link is live until {formatMessageTime(invitation.expiresAt, timeZone)}.
            </Text>
          ) : (
            <Text size="sm" role="status">
              No live link. A new link opens this conversation to the customer for 14 days.
            </Text>
          )}
          {link && (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label="Link to send" value={link} readOnly flex={1} size="xs" />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs" justify="flex-end">
            {invitation && (
              <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => void revoke()}>
                Revoke link
              </Button>
            )}
            <Button size="xs" loading={busy} onClick={() => void invite()}>
              {invitation ? 'Invite again' : 'Invite customer'}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
