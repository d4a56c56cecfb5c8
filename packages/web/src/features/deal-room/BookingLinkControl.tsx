import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { BookingLinkStatus, LeadId } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { formatMessageTime } from '../../ui/time';

type Props = { readonly leadId: LeadId; readonly timeZone: string };

/**
 * The customer's booking link (issue 34): the link texts carry for this lead, until when it opens, and
 * Revoke. A text that carries a link after a revocation gets a new one.
 */
export function BookingLinkControl({ leadId, timeZone }: Props) {
  const { bookingLinks } = useServices();
  const [status, setStatus] = useState<BookingLinkStatus | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void bookingLinks.current(leadId).then((result) => {
      if (!live) return;
      if (result.ok) setStatus(result.value);
      else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [bookingLinks, leadId]);

  const revoke = useCallback(async () => {
    setBusy(true);
    const result = await bookingLinks.revoke(leadId);
    setBusy(false);
    if (result.ok) setStatus({ url: null, expiresAt: null });
    else setError(result.error.message);
  }, [bookingLinks, leadId]);

  const link = status?.url ? new URL(status.url, window.location.origin).toString() : null;
  return (
    <Popover width={360} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="light" size="compact-sm" leftSection={<IconCalendarEvent size={16} />}>
          Booking link
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Booking link">
        <Stack gap="xs">
          {status === undefined && !error ? (
            <Text size="sm">Checking for a live link…</Text>
          ) : link && status?.expiresAt ? (
            <Text size="sm" role="status">
              The customer books from this link until {formatMessageTime(status.expiresAt, timeZone)}.
            </Text>
          ) : (
            <Text size="sm" role="status">
              No live link. A text with the Booking Link placeholder makes one for 14 days.
            </Text>
          )}
          {link && (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label="Booking link" value={link} readOnly flex={1} size="xs" />
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
          {link && (
            <Group justify="flex-end">
              <Button size="xs" variant="subtle" color="red" loading={busy} onClick={() => void revoke()}>
                Revoke booking link
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
