import { memo } from 'react';
import type { BubbleProps } from './bubble-props';
import { EmailBubble } from './EmailBubble';
import { InternalNoteBubble } from './InternalNoteBubble';
import { NotificationBubble } from './NotificationBubble';
import { SmsBubble } from './SmsBubble';

/** Picks the bubble for a message's type. */
export const MessageBubble = memo(function MessageBubble(props: BubbleProps) {
  switch (props.message.messageType) {
    case 'EMAIL':
      return <EmailBubble {...props} />;
    case 'INTERNAL_NOTES':
      return <InternalNoteBubble {...props} />;
    case 'INTERNAL':
      return <NotificationBubble {...props} />;
    default:
      return <SmsBubble {...props} />;
  }
});
