import { Box, Group, Text } from '@mantine/core';
import { isFromCustomer } from '@torque/domain';
import { MessageText } from '../../../ui/MessageText';
import { customerLocalTime } from './customer-local-time';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import { responseTimeOf, senderName, type BubbleProps } from './bubble-props';
import { BubbleMeta } from './BubbleMeta';
import classes from './bubbles.module.css';
import { useConversationView } from './conversation-view';
import { OutgoingStatus } from './OutgoingStatus';
import { SelectedTextMenu } from './SelectedTextMenu';

/** A text message: the customer's on the left in grey, ours on the right in the brand colour. */
export function SmsBubble({ message, timeZone, customerName }: BubbleProps) {
  const view = useConversationView();
  const incoming = isFromCustomer(message);
  const sender = senderName(message, incoming ? customerName : 'Torque');
  const time = formatMessageTime(message.createdOn, timeZone);
  const side = incoming ? 'flex-start' : 'flex-end';
  const chatLayout = view?.enterpriseLayout ?? false;
  return (
    <Group justify={side} className={classes.line}>
      <Box
        role="article"
        aria-label={`Text message from ${sender}, ${time}`}
        className={classes.column}
        data-side={incoming ? 'left' : 'right'}
      >
        {chatLayout && (
          <Text size="xs" fw={600} mb={2} className={classes.chatSender}>
            {sender}
          </Text>
        )}
        <SelectedTextMenu onMileage={view?.onMileage}>
          <Box
            className={classes.sms}
            data-direction={incoming ? 'in' : 'out'}
            data-archived={message.archived || undefined}
          >
            <MessageText text={message.content} />
          </Box>
        </SelectedTextMenu>
        <BubbleMeta
          sender={chatLayout ? undefined : sender}
          time={time}
          dateTime={message.createdOn}
          responseTime={responseTimeOf(message, view)}
          align={side}
          otherZoneTime={customerLocalTime(message.createdOn, timeZone, view?.lead)}
        >
          {!incoming && <OutgoingStatus message={message} timeZone={timeZone} />}
          {message.archived && <ArchivedLabel />}
        </BubbleMeta>
      </Box>
    </Group>
  );
}
