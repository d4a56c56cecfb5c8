import { Blockquote, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notice, type Lead, type OutboundPreview, type OutboundPreviewRequest } from '@torque/domain';
import { useCallback } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';
import { recipientLabel, scheduledForLabel, sentOutcome } from './outbound-outcome';

/** What the confirmation shows: the text as it will go, to whom, and when. */
function PreviewBody({ preview, lead, note }: { preview: OutboundPreview; lead: Lead; note?: string }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        To <b>{recipientLabel(preview)}</b>
      </Text>
      <Blockquote
        p="sm"
        color="torque"
        data-testid="outbound-preview-text"
        style={{ whiteSpace: 'pre-wrap' }}
      >
        {preview.text}
      </Blockquote>
      <Text size="sm" c="dimmed">
        {preview.scheduledFor
          ? `${scheduledForLabel(preview.scheduledFor, lead)}: the customer's quiet hours.`
          : 'Goes now.'}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Stack>
  );
}

export type OutboundConfirmOptions = {
  readonly title: string;
  readonly confirmLabel?: string;
  /** A line under the preview (e.g. what else the action does). */
  readonly note?: string;
  /** The action texts nothing (e.g. an intent without a reply): go on without asking. */
  readonly onNoText?: () => void;
};

/**
 * Issue 14: every control that texts a customer shows what will be sent and to whom before it
 * goes. Asks the server what the action would send (the same plan it sends from), refuses plainly
 * when it cannot be sent, else asks to confirm; `afterSent` says afterwards that it went or when.
 */
export function useOutboundConfirm(lead: Lead) {
  const { leadWorkflow } = useServices();
  const confirm = useCallback(
    async (
      request: OutboundPreviewRequest,
      options: OutboundConfirmOptions,
      send: (preview: OutboundPreview) => void,
    ): Promise<void> => {
      const answer = await leadWorkflow.previewOutbound(lead.id, request);
      if (!answer.ok) return showFailure(answer.error);
      const preview = answer.value;
      if (preview.blockedReason)
        return showNotice(notice({ title: options.title, message: preview.blockedReason, tone: 'warning' }));
      if (preview.text === null) {
        if (options.onNoText) options.onNoText();
        else send(preview);
        return;
      }
      modals.openConfirmModal({
        title: options.title,
        children: (
          <PreviewBody preview={preview} lead={lead} {...(options.note ? { note: options.note } : {})} />
        ),
        labels: { confirm: options.confirmLabel ?? 'Send', cancel: 'Cancel' },
        onConfirm: () => send(preview),
      });
    },
    [lead, leadWorkflow],
  );
  const afterSent = useCallback(
    (preview: OutboundPreview) => {
      if (preview.text !== null) showNotice(sentOutcome(preview, lead));
    },
    [lead],
  );
  return { confirm, afterSent } as const;
}
