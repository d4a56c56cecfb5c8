import { messageKindOf } from '@torque/domain';
import { memo } from 'react';
import type { BubbleProps } from './bubble-props';
import { EmailBubble } from './EmailBubble';
import { EventCardBubble } from './EventCardBubble';
import { InternalNoteBubble } from './InternalNoteBubble';
import { NotificationBubble } from './NotificationBubble';
import { SmsBubble } from './SmsBubble';

/** Picks the bubble for a message's kind (domain messageKindOf). */
export const MessageBubble = memo(function MessageBubble(props: BubbleProps) {
  switch (messageKindOf(props.message)) {
    case 'email':
      return <EmailBubble {...props} />;
    case 'internal-note':
      return <InternalNoteBubble {...props} />;
    case 'internal-notification':
      return <NotificationBubble {...props} />;
    case 'call':
    case 'internal-task':
    case 'appointment':
    case 'invite-response':
      return <EventCardBubble {...props} />;
    case 'sms':
      return <SmsBubble {...props} />;
  }
});
