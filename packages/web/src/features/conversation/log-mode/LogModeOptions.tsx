import { ActionIcon, Group, Popover, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LOG_MODE_OPTIONS_TITLE } from '@torque/domain';
import { useId, type ReactNode } from 'react';

type LogModeOptionsProps = {
  readonly opened: boolean;
  readonly onValid: () => void;
  readonly onInvalid: () => void;
  readonly onClose: () => void;
  /** The pencil it opens from. */
  readonly children: ReactNode;
};

/** The pencil's 'Options' popover (spec 1 §2): a cross sets the log-mode response false, a check true. */
export function LogModeOptions({ opened, onValid, onInvalid, onClose, children }: LogModeOptionsProps) {
  const titleId = useId();
  return (
    <Popover opened={opened} onChange={(open) => !open && onClose()} position="top" withArrow shadow="md">
      <Popover.Target>
        <span style={{ display: 'inline-flex' }}>{children}</span>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text id={titleId} size="xs" fw={700} mb={6}>
          {LOG_MODE_OPTIONS_TITLE}
        </Text>
        <Group gap={6}>
          <ActionIcon variant="light" color="red" aria-label="Not valid" onClick={onInvalid}>
            <IconX size={16} />
          </ActionIcon>
          <ActionIcon variant="light" color="green" aria-label="Valid" onClick={onValid}>
            <IconCheck size={16} />
          </ActionIcon>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
