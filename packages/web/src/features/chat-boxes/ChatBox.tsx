import { CloseButton, Group, Text } from '@mantine/core';
import {
  customerName,
  withLiveMessages,
  type Lead,
  type LeadId,
  type MessageInstance,
  type UserSession,
} from '@torque/domain';
import { useState } from 'react';
import { ConversationPanel } from '../conversation';
import classes from './ChatBoxes.module.css';
import { LeadNotFound } from './LeadNotFound';
import { useChatBoxLead } from './useChatBoxLead';

export type ChatBoxProps = {
  readonly leadId: LeadId;
  readonly focused: boolean;
  /** The inbox's copy of the lead, when the list holds it. */
  readonly listed: Lead | undefined;
  readonly listLoading: boolean;
  /** The lead's real-time messages in the current inbox (domain liveMessagesOf). */
  readonly live: readonly MessageInstance[];
  readonly session: UserSession;
  readonly onFocus: (leadId: LeadId) => void;
  readonly onClose: (leadId: LeadId) => void;
  readonly onBack: () => void;
  readonly onRead: (leadId: LeadId) => void;
  readonly onSent: (leadId: LeadId, message: MessageInstance) => void;
};

/** One chat box: a bar with its close button, and the conversation. */
export function ChatBox(props: ChatBoxProps) {
  const { leadId, focused, session, onFocus, onClose } = props;
  const found = useChatBoxLead(leadId, props.listed, props.listLoading);
  const lead = found.kind === 'lead' ? found.lead : null;
  // Real-time messages stay in the box even when a new search replaces the inbox they came from.
  const [arrived, setArrived] = useState<readonly MessageInstance[]>([]);
  const more = withLiveMessages(arrived, props.live);
  if (more !== arrived) setArrived(more);
  const name = lead ? customerName(lead) || 'Unnamed customer' : `Lead ${leadId}`;
  return (
    <section
      className={classes.box}
      data-focused={focused || undefined}
      aria-label={`Chat with ${name}`}
      onPointerDown={focused ? undefined : () => onFocus(leadId)}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.bar}>
        <Text size="xs" fw={600} c="dimmed" truncate="end" title={name} className={classes.barName}>
          {name}
        </Text>
        <CloseButton
          size="sm"
          aria-label={`Close chat with ${name}`}
          // Not a press on the box: bringing it forward would reopen it once the address changes.
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onClose(leadId)}
        />
      </Group>
      {lead ? (
        <ConversationPanel
          key={lead.id}
          lead={lead}
          session={session}
          incoming={more}
          onRead={props.onRead}
          onSent={props.onSent}
          onBack={props.onBack}
        />
      ) : found.kind === 'not-found' ? (
        <LeadNotFound leadId={leadId} />
      ) : (
        <Text size="sm" c="dimmed" p="lg">
          Opening the conversation…
        </Text>
      )}
    </section>
  );
}
