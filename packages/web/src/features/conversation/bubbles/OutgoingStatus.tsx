import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import {
  deliveryDisplay,
  heldUntilLabel,
  scheduledSendTime,
  sendWindowFor,
  type MessageInstance,
} from '@torque/domain';
import { useConversationView } from './conversation-view';
import { DeliveryStatus } from './DeliveryStatus';

type OutgoingStatusProps = {
  readonly message: MessageInstance;
  /** The viewer's office zone: the customer's when their number tells no other. */
  readonly timeZone: string;
};

/**
 * An outgoing message's status: 'Held until 8:00 AM (customer's time)' while a text held for quiet
 * hours waits in the outbox (issues 14 and 29), never 'Sent'; then the delivery ticks as the carrier
 * reports them, live. A text that did not go says why in words beside its red cross (issue 29: nothing
 * is suppressed silently), not only in the cross's tooltip.
 */
export function OutgoingStatus({ message, timeZone }: OutgoingStatusProps) {
  const lead = useConversationView()?.lead;
  const scheduled = scheduledSendTime(message);
  if (scheduled) {
    const customerZone = lead ? sendWindowFor(lead.customerMaster, timeZone).zone : timeZone;
    const label = heldUntilLabel(scheduled, customerZone);
    return (
      <Text
        size="xs"
        fw={600}
        c="orange.8"
        role="status"
        aria-label={label}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 3, whiteSpace: 'nowrap' }}
      >
        <IconClock size={13} stroke={2.2} aria-hidden />
        {label}
      </Text>
    );
  }
  const status = (
    <DeliveryStatus
      messageStatus={message.messageStatus}
      errors={message.errors}
      archived={message.archived}
    />
  );
  const display = deliveryDisplay(message.messageStatus, message.errors);
  if (display.icon !== 'cross') return status;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 3 }}>
      {status}
      <Text size="xs" fw={600} c="red.7" data-testid="not-sent-reason">
        {display.title}
      </Text>
    </span>
  );
}
