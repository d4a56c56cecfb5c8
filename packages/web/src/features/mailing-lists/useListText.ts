import { notice, type ListTextPreview, type StoredCustomTemplate } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';

export type ListTextStep =
  | { readonly kind: 'composing' }
  | { readonly kind: 'previewing' }
  | { readonly kind: 'preview'; readonly preview: ListTextPreview }
  | { readonly kind: 'sending'; readonly preview: ListTextPreview };

/** The notice once the texts are queued: the send's own headline. */
export const listTexted = (preview: ListTextPreview): string => `List texted: ${preview.message}`;

/**
 * 'Text this list': the message (a template and placeholders, filled in per member by the server),
 * the server's preview of every entry (texted now, held for quiet hours, or not and why), and the send
 * of exactly that preview (its counts go with it; the server refuses when they changed meanwhile).
 */
export function useListText(tenantId: number, listId: number, onDone: () => void) {
  const { mailingLists, customTemplates } = useServices();
  const session = useSignedInSession();
  const [step, setStep] = useState<ListTextStep>({ kind: 'composing' });
  const [body, setBody] = useState('');
  const [templates, setTemplates] = useState<readonly StoredCustomTemplate[]>([]);

  useEffect(() => {
    let live = true;
    void customTemplates
      .search({ enterpriseId: session.enterprise.id, page: 0, size: 100 })
      .then((found) => live && found.ok && setTemplates(found.value.data));
    return () => {
      live = false;
    };
  }, [customTemplates, session.enterprise.id]);

  const preview = useCallback(async () => {
    setStep({ kind: 'previewing' });
    const found = await mailingLists.previewText({ tenantId, mailingListMasterId: listId, body });
    if (!found.ok) {
      setStep({ kind: 'composing' });
      return showFailure(found.error);
    }
    setStep({ kind: 'preview', preview: found.value });
  }, [body, listId, mailingLists, tenantId]);

  const send = useCallback(async () => {
    if (step.kind !== 'preview') return;
    setStep({ kind: 'sending', preview: step.preview });
    const { textNow, held, notTexted } = step.preview.counts;
    const sent = await mailingLists.sendText({
      tenantId,
      mailingListMasterId: listId,
      body,
      expected: { textNow, held, notTexted },
    });
    if (!sent.ok) {
      showFailure(sent.error);
      // The list or its customers changed: show the plan as it is now.
      return void preview();
    }
    showNotice(notice({ message: listTexted(sent.value), tone: 'success' }));
    onDone();
  }, [body, listId, mailingLists, onDone, preview, step, tenantId]);

  const edit = useCallback(() => setStep({ kind: 'composing' }), []);
  return { step, body, setBody, templates, preview, send, edit } as const;
}
