import { progressReporter, type Attachment, type LeadId, type PickedFile } from '@torque/domain';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure } from '../../../ui/notices';

export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly fileName: string; readonly percent: number };

/**
 * Uploads a picked file for the conversation (POST /api/uploadFile) and hands back where it is
 * stored. Progress follows the domain's reporter: 0 at the start, 100 only once the server took it.
 */
export function useAttachmentUpload(leadId: LeadId, onUploaded: (attachment: Attachment) => void) {
  const { conversations } = useServices();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef(0);

  const upload = useCallback(
    async (file: PickedFile | null) => {
      if (!file) return;
      const attempt = ++current.current;
      const reporter = progressReporter((percent) => {
        if (attempt === current.current) setState({ status: 'uploading', fileName: file.name, percent });
      });
      const uploaded = await conversations.uploadFile(leadId, file);
      if (attempt !== current.current) return;
      if (!uploaded.ok) {
        setState({ status: 'idle' });
        return showFailure(uploaded.error);
      }
      reporter.done();
      setState({ status: 'idle' });
      onUploaded({ url: uploaded.value.url, fileName: uploaded.value.fileName ?? file.name });
    },
    [conversations, leadId, onUploaded],
  );

  return { state, upload } as const;
}
