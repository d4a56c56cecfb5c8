import { CloseButton, Group, Progress, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { Attachment } from '@torque/domain';
import type { UploadState } from './useAttachmentUpload';

type AttachmentBarProps = {
  readonly upload: UploadState;
  readonly attachment: Attachment | null;
  readonly onRemove: () => void;
};

/** The file being uploaded (with its progress) or the one that will go out with the message. */
export function AttachmentBar({ upload, attachment, onRemove }: AttachmentBarProps) {
  if (upload.status === 'uploading') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate="end">
          {`Uploading ${upload.fileName}`}
        </Text>
        <Progress.Root flex={1} size="sm">
          <Progress.Section
            value={upload.percent}
            animated
            striped
            aria-label={`Uploading ${upload.fileName}`}
          />
        </Progress.Root>
      </Group>
    );
  }
  if (!attachment) return null;
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Attachment">
      <IconPaperclip size={14} />
      <Text size="xs" truncate="end" component="a" href={attachment.url} target="_blank" rel="noreferrer">
        {attachment.fileName}
      </Text>
      <CloseButton size="sm" aria-label={`Remove ${attachment.fileName}`} onClick={onRemove} />
    </Group>
  );
}
