import { Alert, Blockquote, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { formatPhone, type OutboundPreview } from '@torque/domain';

type TextToCustomerPreviewProps = {
  /** Null while the server is asked. */
  readonly found: { readonly preview: OutboundPreview | null; readonly error: string | null } | null;
  readonly textCustomer: boolean;
  readonly onTextCustomer: (text: boolean) => void;
  /** What the text is, in words: 'confirmation', 'change', 'cancellation'. */
  readonly what: string;
  /** How a held text's time reads (in the store's zone, labelled). */
  readonly heldUntil: (iso: string) => string;
  readonly testId: string;
};

/**
 * A text a change sends the customer, shown before it goes (issue 30): the choice to text it, to
 * whom, the text, and whether it goes now, is held for quiet hours or cannot go at all.
 */
export function TextToCustomerPreview({
  found,
  textCustomer,
  onTextCustomer,
  what,
  heldUntil,
  testId,
}: TextToCustomerPreviewProps) {
  const preview = found?.preview ?? null;
  const blocked = preview?.blockedReason ?? null;
  return (
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
              data-testid={testId}
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
                  ? `${heldUntil(preview.scheduledFor)}: the customer's quiet hours.`
                  : 'Goes now.'}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
