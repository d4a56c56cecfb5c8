import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileDownload, IconFolder, IconLink, IconUsersGroup } from '@tabler/icons-react';
import type { Lead } from '@torque/domain';
import { useNavigate } from 'react-router';
import { OtherInteractionsModal } from './OtherInteractionsModal';
import { useConversationTools } from './useConversationTools';

/**
 * The conversation's tools, for everyone who may read it: download the transcript, copy a link to
 * the conversation for a colleague, and the customer's other interactions.
 */
export function ConversationToolsMenu({ lead }: { readonly lead: Lead }) {
  const tools = useConversationTools(lead);
  const [othersOpened, others] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240}>
        <Menu.Target>
          <Tooltip label="Conversation tools">
            <ActionIcon variant="subtle" size="lg" aria-label="Conversation tools">
              <IconFolder size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFileDownload size={16} />}
            onClick={() => void tools.downloadTranscript()}
          >
            Download transcript
          </Menu.Item>
          <Menu.Item leftSection={<IconLink size={16} />} onClick={() => void tools.copyLink()}>
            Copy conversation link
          </Menu.Item>
          <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={others.open}>
            Other interactions
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <OtherInteractionsModal
        lead={lead}
        opened={othersOpened}
        onClose={others.close}
        onOpen={(leadId) => {
          others.close();
          void navigate(`/leadmanager/${leadId}`);
        }}
      />
    </>
  );
}
