import { ActionIcon, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { StoredCustomTemplate } from '@torque/domain';
import classes from './TemplatePicker.module.css';

type TemplateTableProps = {
  readonly templates: readonly StoredCustomTemplate[];
  readonly loading: boolean;
  readonly onChoose: (template: StoredCustomTemplate) => void;
  readonly onFavourite: (template: StoredCustomTemplate) => void;
  readonly onEdit: (template: StoredCustomTemplate) => void;
  readonly onDelete: (template: StoredCustomTemplate) => void;
};

/** Spec 1 §2: each template shows its Name, Add ('Add Me') and Actions (edit, delete). */
export function TemplateTable({
  templates,
  loading,
  onChoose,
  onFavourite,
  onEdit,
  onDelete,
}: TemplateTableProps) {
  if (!loading && templates.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        No templates yet.
      </Text>
    );
  }
  return (
    <Table highlightOnHover verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Add</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {templates.map((template) => {
          const favourite = template.favorite ?? false;
          return (
            <Table.Tr key={template.templateId ?? template.id ?? template.title}>
              <Table.Td>
                <UnstyledButton
                  className={classes.name}
                  onClick={() => onChoose(template)}
                  aria-label={`Use template ${template.title}`}
                >
                  {template.title}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant={favourite ? 'filled' : 'light'}
                  aria-pressed={favourite}
                  aria-label={`Add Me ${template.title}`}
                  onClick={() => onFavourite(template)}
                >
                  Add Me
                </Button>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${template.title}`}
                    onClick={() => onEdit(template)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${template.title}`}
                    onClick={() => onDelete(template)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
