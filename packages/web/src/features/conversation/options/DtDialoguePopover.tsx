import { Button, Popover, Stack, Switch, Textarea } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';

type DtDialoguePopoverProps = {
  readonly busy: boolean;
  readonly onSend: (lastMessage: string, dtDialogEnabled: boolean) => void;
  /** Controlled by the options popover, so the DT Enable switch can open it. */
  readonly opened: boolean;
  readonly onOpenedChange: (opened: boolean) => void;
};

/** Spec 1 §2 'Send Date Time Dialogue': a 'Last Message', an Enable/Disable Log Mode switch and Send. */
export function DtDialoguePopover({ busy, onSend, opened, onOpenedChange }: DtDialoguePopoverProps) {
  const toggle = () => onOpenedChange(!opened);
  const close = () => onOpenedChange(false);
  const [lastMessage, setLastMessage] = useState('');
  const [enabled, setEnabled] = useState(true);
  return (
    <Popover
      opened={opened}
      onChange={(open) => !open && close()}
      // Nested in the options popover's dropdown (never clipped: that dropdown is in a portal and
      // does not scroll): kept in place so a press inside it is not a press outside the outer one.
      // eslint-disable-next-line no-restricted-syntax
      withinPortal={false}
      position="left-start"
      width={280}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button
          variant="light"
          fullWidth
          justify="flex-start"
          leftSection={<IconCalendarTime size={16} />}
          onClick={toggle}
          aria-expanded={opened}
        >
          Send Date Time Dialogue
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Send Date Time Dialogue">
        <Stack gap="xs">
          <Textarea
            label="Last Message"
            autosize
            minRows={2}
            maxRows={5}
            value={lastMessage}
            onChange={(event) => setLastMessage(event.currentTarget.value)}
          />
          <Switch
            label="Enable/Disable Log Mode"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Button
            loading={busy}
            onClick={() => {
              onSend(lastMessage, enabled);
              close();
            }}
          >
            Send
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
