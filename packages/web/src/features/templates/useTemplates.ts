import {
  CONFIRM_DELETE_TEMPLATE,
  favouriteNotice,
  notice,
  TEMPLATE_DELETED,
  type LeadId,
  type RenderedTemplate,
  type StoredCustomTemplate,
  type TemplateScope,
} from '@torque/domain';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

export type TemplateList =
  | { readonly status: 'loading'; readonly templates: readonly StoredCustomTemplate[] }
  | { readonly status: 'ready'; readonly templates: readonly StoredCustomTemplate[] };

/** The id a stored template answers to (the server sends id, templateId or both). */
export const templateIdOf = (template: StoredCustomTemplate): number | null =>
  template.templateId ?? template.id ?? null;

/**
 * One tab of the picker: the user's (PERSONAL) or the enterprise's (GROUP) templates of a service
 * type, with favourite, delete (after the spec's confirmation) and apply. A failed fetch empties the list.
 */
/** `revision` changes when a template was saved elsewhere (the editor), to fetch again. */
export function useTemplates(
  scope: TemplateScope,
  enterpriseId: number,
  serviceType: string,
  revision: number,
) {
  const { customTemplates } = useServices();
  const [list, setList] = useState<TemplateList>({ status: 'loading', templates: [] });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    const call =
      scope === 'GROUP'
        ? customTemplates.enterpriseTemplates(enterpriseId, serviceType)
        : customTemplates.userTemplates(serviceType);
    void call.then((result) => {
      if (!live) return;
      if (!result.ok) showFailure(result.error);
      setList({ status: 'ready', templates: result.ok ? result.value.data : [] });
    });
    return () => {
      live = false;
    };
  }, [customTemplates, enterpriseId, scope, serviceType, version, revision]);

  const toggleFavourite = useCallback(
    async (template: StoredCustomTemplate) => {
      const id = templateIdOf(template);
      if (id === null) return;
      const favourite = !(template.favorite ?? false);
      const done = await customTemplates.setFavorite(id, favourite);
      if (!done.ok) return showFailure(done.error);
      showNotice(notice({ message: favouriteNotice(favourite) }));
      reload();
    },
    [customTemplates, reload],
  );

  const confirmDelete = useCallback(
    (template: StoredCustomTemplate) => {
      const id = templateIdOf(template);
      if (id === null) return;
      modals.openConfirmModal({
        title: 'Delete template',
        children: CONFIRM_DELETE_TEMPLATE,
        labels: { confirm: 'Yes', cancel: 'No' },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          void customTemplates.delete(id).then((done) => {
            if (!done.ok) return showFailure(done.error);
            showNotice(notice({ message: TEMPLATE_DELETED }));
            reload();
          });
        },
      });
    },
    [customTemplates, reload],
  );

  const apply = useCallback(
    async (template: StoredCustomTemplate, leadId: LeadId): Promise<RenderedTemplate | null> => {
      const id = templateIdOf(template);
      if (id === null) return null;
      const rendered = await customTemplates.apply(id, leadId);
      if (!rendered.ok) {
        showFailure(rendered.error);
        return null;
      }
      return rendered.value;
    },
    [customTemplates],
  );

  return { ...list, reload, toggleFavourite, confirmDelete, apply } as const;
}
