import { Box, Group } from '@mantine/core';
import { isFromCustomer } from '@torque/domain';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import { senderName, type BubbleProps } from './bubble-props';
import { BubbleMeta } from './BubbleMeta';
import classes from './bubbles.module.css';
import { DeliveryStatus } from './DeliveryStatus';

/** A text message: the customer's on the left in grey, ours on the right in the brand colour. */
export function SmsBubble({ message, timeZone, customerName }: BubbleProps) {
  const incoming = isFromCustomer(message);
  const sender = senderName(message, incoming ? customerName : 'Torque');
  const time = formatMessageTime(message.createdOn, timeZone);
  const side = incoming ? 'flex-start' : 'flex-end';
  return (
    <Group justify={side} className={classes.line}>
      <Box
        role="article"
        aria-label={`Text message from ${sender}, ${time}`}
        className={classes.column}
        data-side={incoming ? 'left' : 'right'}
      >
        <Box
          className={classes.sms}
          data-direction={incoming ? 'in' : 'out'}
          data-archived={message.archived || undefined}
        >
          <SafeHtml html={message.content} />
        </Box>
        <BubbleMeta sender={sender} time={time} dateTime={message.createdOn} align={side}>
          {!incoming && (
            <DeliveryStatus
              messageStatus={message.messageStatus}
              errors={message.errors}
              archived={message.archived}
            />
          )}
          {message.archived && <ArchivedLabel />}
        </BubbleMeta>
      </Box>
    </Group>
  );
}
