import { Alert, Blockquote, Checkbox, Loader, Paper, Stack, Text } from '@mantine/core';
import {
  formatDisplayDate,
  formatPhone,
  formatTimeOfDay,
  type Lead,
  type OutboundPreview,
} from '@torque/domain';

type ConfirmationPreviewProps = {
  readonly lead: Lead;
  /** Null while the server is asked. */
  readonly found: { readonly preview: OutboundPreview | null; readonly error: string | null } | null;
  readonly textCustomer: boolean;
  readonly onTextCustomer: (text: boolean) => void;
  /** What the text is: the booking's confirmation, a move's or a cancellation's. */
  readonly what?: 'confirmation' | 'change' | 'cancellation';
};

/** When a held text goes, in the store's zone, labelled with it. */
function heldUntil(iso: string, lead: Lead): string {
  const office = lead.storeMaster.officeMasterVO;
  const zone = office.officeTimeZone;
  return `Held until ${formatDisplayDate(iso, zone)} ${formatTimeOfDay(iso, zone)} (${office.timezoneDisplay}): the customer's quiet hours.`;
}

/**
 * Issue 30: the confirmation text the booking sends, to whom and when, before staff book, and the
 * choice not to text it. A customer who cannot be texted is said so; the booking then leaves a note.
 */
export function ConfirmationPreview({
  lead,
  found,
  textCustomer,
  onTextCustomer,
  what = 'confirmation',
}: ConfirmationPreviewProps) {
  const preview = found?.preview ?? null;
  const blocked = preview?.blockedReason ?? null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="region"
      aria-label={`${what[0]!.toUpperCase()}${what.slice(1)} text`}
    >
      <Stack gap={6}>
        <Checkbox
          label={`Text the ${what} to the customer`}
          checked={textCustomer && blocked === null}
          disabled={blocked !== null || preview === null}
          onChange={(event) => onTextCustomer(event.currentTarget.checked)}
        />
        {found === null ? (
          <Loader size="sm" aria-label={`Loading the ${what} text`} />
        ) : found.error ? (
          <Alert color="red">{found.error}</Alert>
        ) : preview ? (
          <>
            <Text size="sm">
              To <b>{`${preview.toName}, ${formatPhone(preview.to)}`}</b>
            </Text>
            {preview.text && (
              <Blockquote
                p="xs"
                color="torque"
                data-testid="booking-confirmation-text"
                style={{ whiteSpace: 'pre-wrap', opacity: textCustomer && !blocked ? 1 : 0.55 }}
              >
                {preview.text}
              </Blockquote>
            )}
            <Text size="sm" c={blocked ? 'orange' : 'dimmed'}>
              {blocked
                ? `Not texted: ${blocked}`
                : !textCustomer
                  ? 'Not texted: the conversation notes that you chose not to.'
                  : preview.scheduledFor
                    ? heldUntil(preview.scheduledFor, lead)
                    : 'Goes now.'}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
