import { customerName, notice, transcriptFileName, type Lead } from '@torque/domain';
import { useCallback } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

export const TRANSCRIPT_SAVED = 'Transcript downloaded';
export const LINK_COPIED = 'Conversation link copied';

/** Hands a text to the browser as a file download (no server round trip: the text is already here). */
function saveTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Let the browser start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The conversation tools' calls for one lead: the transcript download and the conversation link. */
export function useConversationTools(lead: Lead) {
  const { conversations, leads } = useServices();

  const downloadTranscript = useCallback(async () => {
    const transcript = await conversations.transcript(lead.id);
    if (!transcript.ok) return showFailure(transcript.error);
    saveTextFile(transcriptFileName(customerName(lead), lead.id), transcript.value);
    showNotice(notice({ message: TRANSCRIPT_SAVED }));
  }, [conversations, lead]);

  const copyLink = useCallback(async () => {
    const link = await leads.conversationLink(lead.id);
    if (!link.ok) return showFailure(link.error);
    try {
      await navigator.clipboard.writeText(link.value);
      showNotice(notice({ message: LINK_COPIED }));
    } catch {
      // No clipboard (permission or an insecure page): show the link so it can be copied by hand.
      showNotice(notice({ title: 'Conversation link', message: link.value, tone: 'warning' }));
    }
  }, [leads, lead.id]);

  return { downloadTranscript, copyLink } as const;
}
