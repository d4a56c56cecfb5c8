import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { customerName, type Lead, type LeadId, type MessageInstance, type UserSession } from '@torque/domain';
import { useCallback } from 'react';
import { Composer } from './composer/Composer';
import { ConversationHeader } from './ConversationHeader';
import classes from './ConversationPanel.module.css';
import { MessageList } from './MessageList';
import { useConversation } from './useConversation';

type ConversationPanelProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  /** The conversation was opened with unread messages and is now read. */
  readonly onRead: (leadId: LeadId) => void;
  /** A message went out; the list shows it as the latest. */
  readonly onSent: (leadId: LeadId, message: MessageInstance) => void;
  readonly onBack: () => void;
};

/** One open conversation: header, history and composer. Keyed by lead by its parent. */
export function ConversationPanel({ lead, session, onRead, onSent, onBack }: ConversationPanelProps) {
  const conversation = useConversation(lead, session, onRead);
  const { reload } = conversation;
  const leadId = lead.id;
  const sent = useCallback(
    (message: MessageInstance) => {
      onSent(leadId, message);
      reload();
    },
    [leadId, onSent, reload],
  );

  return (
    <div className={classes.panel}>
      <ConversationHeader lead={lead} onBack={onBack} />
      {conversation.status === 'failed' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          m="md"
          title="The conversation could not be loaded"
        >
          {conversation.error}{' '}
          <Button size="compact-xs" variant="white" color="red" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {conversation.status === 'loading' && conversation.messages.length === 0 ? (
        <Center flex={1}>
          <Loader size="sm" aria-label="Loading conversation" />
        </Center>
      ) : (
        <MessageList
          messages={conversation.messages}
          timeZone={lead.storeMaster.officeMasterVO.officeTimeZone}
          customerName={customerName(lead)}
        />
      )}
      <Composer lead={lead} session={session} onSent={sent} />
    </div>
  );
}
