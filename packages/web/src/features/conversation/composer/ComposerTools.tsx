import { ActionIcon, FileButton, Group, Modal, SegmentedControl, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPaperclip, IconTemplate } from '@tabler/icons-react';
import type { ActionType, Lead, PickedFile, RenderedTemplate, UserSession } from '@torque/domain';
import { TemplatePicker } from '../../templates';

const ACTIONS: { label: string; value: ActionType }[] = [
  { label: 'SMS', value: 'sms' },
  { label: 'E-mail', value: 'email' },
  { label: 'Calendar', value: 'calendar' },
];

type ComposerToolsProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly actionType: ActionType;
  readonly uploading: boolean;
  readonly onChooseAction: (actionType: ActionType) => void;
  readonly onPickFile: (file: PickedFile | null) => void;
  readonly onApplyTemplate: (rendered: RenderedTemplate) => void;
};

/** The composer's tool row: message type (spec 1 §5 action types), attach a file, templates. */
export function ComposerTools(props: ComposerToolsProps) {
  const { lead, session, actionType, uploading, onChooseAction, onPickFile, onApplyTemplate } = props;
  const [templatesOpen, templates] = useDisclosure(false);
  return (
    <Group gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="Message type"
        data={ACTIONS}
        value={actionType}
        onChange={(value) => onChooseAction(value as ActionType)}
      />
      <FileButton onChange={onPickFile} disabled={uploading} inputProps={{ 'aria-label': 'Attach a file' }}>
        {(buttonProps) => (
          <Tooltip label="Attach a file">
            <ActionIcon {...buttonProps} variant="subtle" aria-label="Attach a file" loading={uploading}>
              <IconPaperclip size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
      <Tooltip label="Templates">
        <ActionIcon variant="subtle" aria-label="Templates" onClick={templates.open}>
          <IconTemplate size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={templatesOpen} onClose={templates.close} title="Templates" size="lg">
        <TemplatePicker
          lead={lead}
          session={session}
          onApply={(rendered) => {
            onApplyTemplate(rendered);
            templates.close();
          }}
        />
      </Modal>
    </Group>
  );
}
