import { Button } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { LeadId } from '@torque/domain';
import { START_CONVERSATION, useStartConversation } from './useStartConversation';

type StartConversationButtonProps = {
  readonly leadId: LeadId;
  readonly onStarted: (active: LeadId) => void;
};

/** Starts a conversation with a lead that has none yet (spec 1 §4). */
export function StartConversationButton({ leadId, onStarted }: StartConversationButtonProps) {
  const { start, busy } = useStartConversation(leadId, onStarted);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconMessagePlus size={16} />}
      loading={busy}
      onClick={start}
    >
      {START_CONVERSATION}
    </Button>
  );
}
