import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  checkTemplateDraft,
  insertAtCaret,
  notice,
  SERVICE_TYPES,
  serviceTypeLabel,
  storedTemplateLength,
  storedToBody,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SAVED,
  TEMPLATE_TITLE_MAX_LENGTH,
  templateSaveRequest,
  type StoredCustomTemplate,
  type TemplateEditorDraft,
  type TemplateScope,
} from '@torque/domain';
import { useRef, useState } from 'react';
import { useServices } from '../../services/services-context';
import { LengthCounter } from '../../ui/LengthCounter';
import { showFailure, showNotice } from '../../ui/notices';
import { templateIdOf } from './useTemplates';
import { InsertMenus } from './InsertMenus';

const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((code) => ({ value: code, label: serviceTypeLabel(code) }));

type TemplateEditorProps = {
  /** The template being edited; null adds a new one. */
  readonly template: StoredCustomTemplate | null;
  readonly scope: TemplateScope;
  readonly enterpriseId: number;
  readonly defaultServiceType: string;
  readonly onClose: () => void;
  readonly onSaved: () => void;
};

/**
 * The custom template dialog (spec 1 §3): service type, title, multi-line body and the insert
 * menus. The body is edited with real line breaks and saved with br tags (domain templateSaveRequest).
 */
export function TemplateEditor({
  template,
  scope,
  enterpriseId,
  defaultServiceType,
  onClose,
  onSaved,
}: TemplateEditorProps) {
  const { customTemplates } = useServices();
  const [saving, setSaving] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);
  const form = useForm<TemplateEditorDraft>({
    initialValues: {
      serviceType: template?.serviceType ?? defaultServiceType,
      title: template?.title ?? '',
      body: storedToBody(template?.body ?? ''),
    },
    validate: (values) => checkTemplateDraft(values),
  });

  const insert = (text: string) => {
    const field = body.current;
    const current = form.values.body;
    const at = field?.selectionStart ?? current.length;
    const next = insertAtCaret(current, text, at, field?.selectionEnd ?? at);
    form.setFieldValue('body', next.text);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    const { template: request } = templateSaveRequest({
      ...values,
      enterpriseId,
      templateId: template ? templateIdOf(template) : null,
    });
    const saved = await customTemplates.save({ ...request, scope: template?.scope ?? scope });
    setSaving(false);
    if (!saved.ok) return showFailure(saved.error);
    showNotice(notice({ message: TEMPLATE_SAVED }));
    onSaved();
  });

  return (
    <Modal opened onClose={onClose} title={template ? 'Edit template' : 'Add template'} size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Select
            label="Service type"
            data={SERVICE_TYPE_OPTIONS}
            searchable
            allowDeselect={false}
            {...form.getInputProps('serviceType')}
          />
          <TextInput label="Title" maxLength={TEMPLATE_TITLE_MAX_LENGTH} {...form.getInputProps('title')} />
          <InsertMenus serviceType={form.values.serviceType} onInsert={(item) => insert(item.insert)} />
          <Textarea
            label="Body"
            ref={body}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={TEMPLATE_BODY_MAX_LENGTH}
            {...form.getInputProps('body')}
          />
          <LengthCounter
            length={storedTemplateLength(form.values.body)}
            max={TEMPLATE_BODY_MAX_LENGTH}
            note="a line break counts as 4"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
