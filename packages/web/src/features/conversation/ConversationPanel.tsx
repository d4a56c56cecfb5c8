import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  customerName,
  primaryRole,
  withDeliveryUpdates,
  withLiveMessages,
  type Lead,
  type LeadId,
  type MessageInstance,
  type UserSession,
  viewerTimeZone,
} from '@torque/domain';
import { browserTimeZone } from '../../ui/time';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Composer } from './composer/Composer';
import { ConversationHeader } from './ConversationHeader';
import { useDeliveryUpdates } from './delivery-updates-context';
import classes from './ConversationPanel.module.css';
import { MessageList } from './MessageList';
import { useConversation } from './useConversation';
import { visibleMessages } from './visible-messages';

type ConversationPanelProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  /** The conversation was opened with unread messages and is now read. */
  readonly onRead: (leadId: LeadId) => void;
  /** A message went out; the list shows it as the latest. */
  readonly onSent: (leadId: LeadId, message: MessageInstance) => void;
  readonly onBack: () => void;
  /** Real-time messages of the lead (the inbox's); those the history lacks are appended, once each. */
  readonly incoming?: readonly MessageInstance[];
};

const NONE: readonly MessageInstance[] = [];

/** One open conversation: header, history and composer. Keyed by lead by its parent. */
export function ConversationPanel({
  lead,
  session,
  onRead,
  onSent,
  onBack,
  incoming = NONE,
}: ConversationPanelProps) {
  const conversation = useConversation(lead, session, onRead);
  const { reload } = conversation;
  const role = primaryRole(session);
  const loaded = conversation.status === 'ready' || conversation.messages.length > 0;
  // Real-time messages join once a history is in, so a first load still shows its loader.
  const deliveries = useDeliveryUpdates();
  const messages = useMemo(
    () =>
      loaded
        ? visibleMessages(
            withDeliveryUpdates(withLiveMessages(conversation.messages, incoming), deliveries),
            role,
          )
        : conversation.messages,
    [conversation.messages, deliveries, incoming, loaded, role],
  );
  useCatchUpWithList(lead, messages, conversation.status === 'ready', reload);
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
      <ConversationHeader lead={lead} session={session} onBack={onBack} />
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
      {conversation.status === 'loading' && messages.length === 0 ? (
        <Center flex={1}>
          <Loader size="sm" aria-label="Loading conversation" />
        </Center>
      ) : (
        <MessageList
          messages={messages}
          timeZone={viewerTimeZone(session, browserTimeZone())}
          customerName={customerName(lead)}
          lead={lead}
          session={session}
          onChanged={reload}
        />
      )}
      <Composer lead={lead} session={session} onSent={sent} />
    </div>
  );
}

/**
 * The list may learn of a message the box never heard of (a search reloaded the list while the
 * message arrived, so it came with the page, not the real-time feed): when the lead's latest message
 * is not in the conversation, the history is read again, once per such message.
 */
function useCatchUpWithList(
  lead: Lead,
  messages: readonly MessageInstance[],
  ready: boolean,
  reload: () => void,
): void {
  const latestId = lead.latestMessage?.id;
  const caughtUpTo = useRef<number | undefined>(undefined);
  const missing = latestId !== undefined && ready && !messages.some((message) => message.id === latestId);
  useEffect(() => {
    if (!missing || caughtUpTo.current === latestId) return;
    caughtUpTo.current = latestId;
    reload();
  }, [latestId, missing, reload]);
}
