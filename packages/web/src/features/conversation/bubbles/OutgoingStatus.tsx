import { Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { scheduledForLabel, scheduledSendTime, type MessageInstance } from '@torque/domain';
import { formatMessageTime } from '../../../ui/time';
import { DeliveryStatus } from './DeliveryStatus';

type OutgoingStatusProps = {
  readonly message: MessageInstance;
  /** The viewer's office zone, in which the scheduled time is shown. */
  readonly timeZone: string;
};

/**
 * An outgoing message's status: 'Scheduled for <time>' while a text held for quiet hours waits in
 * the outbox (issue 14), then the delivery ticks as the carrier reports them, live.
 */
export function OutgoingStatus({ message, timeZone }: OutgoingStatusProps) {
  const scheduled = scheduledSendTime(message);
  if (scheduled) {
    const label = scheduledForLabel(formatMessageTime(scheduled, timeZone));
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
  return (
    <DeliveryStatus
      messageStatus={message.messageStatus}
      errors={message.errors}
      archived={message.archived}
    />
  );
}
