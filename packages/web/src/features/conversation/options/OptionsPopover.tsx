import { ActionIcon, Button, Divider, Popover, Stack, Switch, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDotsVertical, IconUserShare, IconUsers } from '@tabler/icons-react';
import { canUseOptionsPopover, primaryRole, type Lead, type UserSession } from '@torque/domain';
import { useState, type ReactElement, type ReactNode } from 'react';
import { DtDialoguePopover } from './DtDialoguePopover';
import { useLeadOptions } from './useLeadOptions';

export type OptionsTriggerProps = { readonly opened: boolean; readonly toggle: () => void };

export type OptionsPopoverProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  /** Controlled use (e.g. the log-mode pencil): whether it is open, and how to close it. */
  readonly opened?: boolean;
  readonly onClose?: () => void;
  /** The element the popover hangs from; default: an 'Options' icon button. */
  readonly trigger?: (props: OptionsTriggerProps) => ReactElement;
  /** Shown above the standard options (e.g. the log-mode cross and check). */
  readonly children?: ReactNode;
  /** A flag (AI, DT) changed on the server; the caller may update its copy of the lead. */
  readonly onLeadChange?: (lead: Lead) => void;
};

const defaultTrigger = ({ opened, toggle }: OptionsTriggerProps) => (
  <Tooltip label="Options">
    <ActionIcon variant="subtle" size="lg" aria-label="Options" aria-expanded={opened} onClick={toggle}>
      <IconDotsVertical size={18} />
    </ActionIcon>
  </Tooltip>
);

/**
 * Spec 1 §2 options popover: GM Handoff, Manual Handoff, Send Date Time Dialogue, DT Enable and the
 * AI switch. Hidden for users who are only enterprise, corporate or office users (spec 1 §6).
 */
export function OptionsPopover(props: OptionsPopoverProps) {
  if (!canUseOptionsPopover(primaryRole(props.session))) return null;
  return <AllowedOptionsPopover {...props} />;
}

function AllowedOptionsPopover({
  lead,
  opened,
  onClose,
  trigger = defaultTrigger,
  children,
  onLeadChange,
}: OptionsPopoverProps) {
  const [ownOpened, own] = useDisclosure(false);
  const controlled = opened !== undefined;
  const isOpen = controlled ? opened : ownOpened;
  const close = controlled ? () => onClose?.() : own.close;
  const toggle = controlled ? () => (isOpen ? close() : undefined) : own.toggle;
  const options = useLeadOptions(lead, onLeadChange);
  // Turning DT on texts the customer: it opens the dialogue, whose Last Message is what goes.
  const [dtOpened, setDtOpened] = useState(false);

  return (
    <Popover
      opened={isOpen}
      onChange={(open) => !open && close()}
      position="bottom-end"
      width={260}
      shadow="md"
    >
      <Popover.Target>{trigger({ opened: isOpen, toggle })}</Popover.Target>
      <Popover.Dropdown aria-label="Options">
        <Stack gap="xs">
          {children}
          <Button
            variant="light"
            justify="flex-start"
            leftSection={<IconUserShare size={16} />}
            onClick={options.gmHandoff}
          >
            GM Handoff
          </Button>
          <Button
            variant="light"
            justify="flex-start"
            leftSection={<IconUsers size={16} />}
            onClick={options.manualHandoff}
          >
            Manual Handoff
          </Button>
          <DtDialoguePopover
            busy={options.dtBusy}
            onSend={options.sendDtDialogue}
            opened={dtOpened}
            onOpenedChange={setDtOpened}
          />
          <Divider />
          <Switch
            label="DT Enable"
            checked={options.flags.dtDialogEnabled}
            disabled={options.dtBusy}
            onChange={(event) =>
              event.currentTarget.checked ? setDtOpened(true) : options.sendDtDialogue('', false)
            }
          />
          <Switch
            label="AI"
            checked={options.flags.aiEnabled}
            onChange={(event) => void options.setAiEnabled(event.currentTarget.checked)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
