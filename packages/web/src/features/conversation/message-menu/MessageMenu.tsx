import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconBrain,
  IconCalendarTime,
  IconClockEdit,
  IconDotsVertical,
  IconListCheck,
  IconListDetails,
  IconNotebook,
} from '@tabler/icons-react';
import { isFromCustomer } from '@torque/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { ActionIntentModal } from './ActionIntentModal';
import { ArchiveAction } from './ArchiveAction';
import { DtModal } from './DtModal';
import { LogModeAction } from './LogModeAction';
import type { MessageActionProps } from './message-action';
import { SetResponseTimeModal } from './SetResponseTimeModal';
import { ShowIntentsModal } from './ShowIntentsModal';

type MessageAction =
  | 'archive'
  | 'log-mode'
  | 'show-intents'
  | 'dt'
  | 'action-intents'
  | 'default-action-intents'
  | 'set-response-time';

type MenuEntry = { readonly action: MessageAction; readonly label: string; readonly icon: ReactNode };

/** The items in the spec's order (spec 1 §2). */
const ENTRIES: readonly MenuEntry[] = [
  { action: 'archive', label: 'Archive', icon: <IconArchive size={14} /> },
  { action: 'log-mode', label: 'Log mode', icon: <IconNotebook size={14} /> },
  { action: 'show-intents', label: 'Show Intents', icon: <IconBrain size={14} /> },
  { action: 'dt', label: 'DT', icon: <IconCalendarTime size={14} /> },
  { action: 'action-intents', label: 'Action Intents', icon: <IconListCheck size={14} /> },
  { action: 'default-action-intents', label: 'Default Action Intents', icon: <IconListDetails size={14} /> },
  { action: 'set-response-time', label: 'Set Response Time', icon: <IconClockEdit size={14} /> },
];

/** An archived message cannot be archived again; log mode is enabled on a customer message (spec 1 §4). */
function offered(entry: MenuEntry, props: Omit<MessageActionProps, 'onDone'>): boolean {
  if (entry.action === 'archive') return !props.message.archived;
  if (entry.action === 'log-mode') return isFromCustomer(props.message);
  return true;
}

/**
 * The message option menu (spec 1 §2, §6): shown by the caller to SUPER_DATA_ADMIN and SUPER_USER only.
 * An item's dialog or flow is mounted only while it runs.
 */
export function MessageMenu(props: Omit<MessageActionProps, 'onDone'>) {
  const [running, setRunning] = useState<MessageAction | null>(null);
  const onDone = useCallback(() => setRunning(null), []);
  const action = { ...props, onDone };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message options">
            <IconDotsVertical size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {ENTRIES.filter((entry) => offered(entry, props)).map((entry) => (
            <Menu.Item key={entry.action} leftSection={entry.icon} onClick={() => setRunning(entry.action)}>
              {entry.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {running === 'archive' && <ArchiveAction {...action} />}
      {running === 'log-mode' && <LogModeAction {...action} />}
      {running === 'show-intents' && <ShowIntentsModal {...action} />}
      {running === 'dt' && <DtModal {...action} />}
      {running === 'action-intents' && <ActionIntentModal {...action} list="action" />}
      {running === 'default-action-intents' && <ActionIntentModal {...action} list="default" />}
      {running === 'set-response-time' && <SetResponseTimeModal {...action} />}
    </>
  );
}
