import { Button } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { Lead, LeadId } from '@torque/domain';
import { START_CONVERSATION, useStartConversation } from './useStartConversation';

type StartConversationButtonProps = {
  readonly lead: Lead;
  readonly onStarted: (active: LeadId) => void;
};

/** Starts a conversation with a lead that has none yet (spec 1 §4). */
export function StartConversationButton({ lead, onStarted }: StartConversationButtonProps) {
  const { start, busy } = useStartConversation(lead, onStarted);
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
