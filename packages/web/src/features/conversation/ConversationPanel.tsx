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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Composer } from './composer/Composer';
import { ConversationHeader } from './ConversationHeader';
import { useDeliveryUpdates } from './delivery-updates-context';
import classes from './ConversationPanel.module.css';
import type { MessageChange } from './message-menu/message-action';
import { MessageList } from './MessageList';
import { PossibleOptOutBanner } from './PossibleOptOutBanner';
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
const NOTHING_ARCHIVED: ReadonlySet<number> = new Set();

/** Marks the messages archived from this panel as archived, whichever copy of them is shown. */
const withArchived = (messages: readonly MessageInstance[], archived: ReadonlySet<number>) =>
  archived.size === 0
    ? messages
    : messages.map((message) => (archived.has(message.id) ? { ...message, archived: true } : message));

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
  // A message archived here leaves the screen at once and stays gone: the box keeps a real-time copy
  // of a text that still says it is not archived, and the reloaded history no longer has it.
  const [archivedHere, setArchivedHere] = useState(NOTHING_ARCHIVED);
  const changed = useCallback(
    (change?: MessageChange) => {
      if (change) setArchivedHere((previous) => new Set(previous).add(change.archived));
      reload();
    },
    [reload],
  );
  const role = primaryRole(session);
  const loaded = conversation.status === 'ready' || conversation.messages.length > 0;
  // Real-time messages join once a history is in, so a first load still shows its loader.
  const deliveries = useDeliveryUpdates();
  const messages = useMemo(
    () =>
      loaded
        ? visibleMessages(
            withArchived(
              withDeliveryUpdates(withLiveMessages(conversation.messages, incoming), deliveries),
              archivedHere,
            ),
            role,
          )
        : conversation.messages,
    [archivedHere, conversation.messages, deliveries, incoming, loaded, role],
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
      {/* A new question (a later reply) is asked afresh, though this panel answered an earlier one. */}
      <PossibleOptOutBanner key={lead.consentPending?.since ?? 'none'} lead={lead} onAnswered={reload} />
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
          onChanged={changed}
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
