import { Paper } from '@mantine/core';
import { formatDisplayDate, formatTimeOfDay, type Lead, type OutboundPreview } from '@torque/domain';
import { TextToCustomerPreview } from '../../ui/TextToCustomerPreview';

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
  return `Held until ${formatDisplayDate(iso, zone)} ${formatTimeOfDay(iso, zone)} (${office.timezoneDisplay})`;
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
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="region"
      aria-label={`${what[0]!.toUpperCase()}${what.slice(1)} text`}
    >
      <TextToCustomerPreview
        found={found}
        textCustomer={textCustomer}
        onTextCustomer={onTextCustomer}
        what={what}
        heldUntil={(iso) => heldUntil(iso, lead)}
        testId="booking-confirmation-text"
      />
    </Paper>
  );
}
