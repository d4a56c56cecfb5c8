import { Button, Group, Tabs, Text } from '@mantine/core';
import {
  serviceTypeLabel,
  type Lead,
  type RenderedTemplate,
  type StoredCustomTemplate,
  type TemplateScope,
  type UserSession,
} from '@torque/domain';
import { useState } from 'react';
import { CompanyTemplateTab } from './CompanyTemplateTab';
import { TemplateEditor } from './TemplateEditor';
import classes from './TemplatePicker.module.css';
import { TemplateTable } from './TemplateTable';
import { useTemplates } from './useTemplates';

type TemplatePickerProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  /** A template was chosen and filled in for the lead (the populated-template call). */
  readonly onApply: (rendered: RenderedTemplate) => void;
};

type Editing = { readonly template: StoredCustomTemplate | null } | null;

const TABS: readonly { value: TemplateScope; label: string }[] = [
  { value: 'PERSONAL', label: 'Personal' },
  { value: 'GROUP', label: 'Group' },
];

/** Spec 1 §2 template picker: Personal and Group tabs, '+ Add', and each template's actions. */
export function TemplatePicker({ lead, session, onApply }: TemplatePickerProps) {
  const [scope, setScope] = useState<TemplateScope | 'COMPANY'>('PERSONAL');
  const [editing, setEditing] = useState<Editing>(null);
  const [revision, setRevision] = useState(0);
  const serviceType = lead.plannedServiceType;

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed">
          {`Templates for ${serviceTypeLabel(serviceType)}`}
        </Text>
        <Button size="compact-sm" onClick={() => setEditing({ template: null })}>
          + Add
        </Button>
      </Group>
      <Tabs
        value={scope}
        onChange={(value) => setScope(value === 'GROUP' || value === 'COMPANY' ? value : 'PERSONAL')}
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="COMPANY">Company</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="COMPANY" className={classes.panel}>
          {scope === 'COMPANY' && <CompanyTemplateTab lead={lead} session={session} onApply={onApply} />}
        </Tabs.Panel>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} className={classes.panel}>
            <TemplateTab
              scope={tab.value}
              lead={lead}
              enterpriseId={session.enterprise.id}
              serviceType={serviceType}
              revision={revision}
              onApply={onApply}
              onEdit={(template) => setEditing({ template })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {editing && (
        <TemplateEditor
          template={editing.template}
          scope={scope === 'COMPANY' ? 'PERSONAL' : scope}
          enterpriseId={session.enterprise.id}
          defaultServiceType={serviceType}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setRevision((r) => r + 1);
          }}
        />
      )}
    </>
  );
}

type TemplateTabProps = {
  readonly scope: TemplateScope;
  readonly lead: Lead;
  readonly enterpriseId: number;
  readonly serviceType: string;
  readonly revision: number;
  readonly onApply: (rendered: RenderedTemplate) => void;
  readonly onEdit: (template: StoredCustomTemplate) => void;
};

function TemplateTab({
  scope,
  lead,
  enterpriseId,
  serviceType,
  revision,
  onApply,
  onEdit,
}: TemplateTabProps) {
  const templates = useTemplates(scope, enterpriseId, serviceType, revision);
  const choose = async (template: StoredCustomTemplate) => {
    const rendered = await templates.apply(template, lead.id);
    if (rendered) onApply(rendered);
  };
  return (
    <TemplateTable
      templates={templates.templates}
      loading={templates.status === 'loading'}
      onChoose={(template) => void choose(template)}
      onFavourite={(template) => void templates.toggleFavourite(template)}
      onEdit={onEdit}
      onDelete={templates.confirmDelete}
    />
  );
}
