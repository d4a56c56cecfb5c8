import { Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Lead, RenderedTemplate, UserSession } from '@torque/domain';
import { useState } from 'react';
import { useCompanyTemplates, type CompanyTemplateFilter } from './useCompanyTemplates';

type CompanyTemplateTabProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly onApply: (rendered: RenderedTemplate) => void;
};

/**
 * The company's own templates for the lead's family (service or sales): texts only by default (the
 * dynamic template list), or every template (/template/services or /template/sales).
 */
export function CompanyTemplateTab({ lead, session, onApply }: CompanyTemplateTabProps) {
  const [filter, setFilter] = useState<CompanyTemplateFilter>('texts');
  const company = useCompanyTemplates(lead, session, filter);
  const use = async (index: number) => {
    const template = company.templates[index];
    const rendered = template && (await company.fill(template));
    if (rendered) onApply(rendered);
  };
  return (
    <Stack gap="xs" pt="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {company.family === 'service'
            ? 'Service templates of your company'
            : 'Sales templates of your company'}
        </Text>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => setFilter(value === 'all' ? 'all' : 'texts')}
          data={[
            { value: 'texts', label: 'Texts' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {company.loading && <Loader size="sm" aria-label="Loading company templates" />}
      {!company.loading && company.templates.length === 0 && (
        <Text size="sm" c="dimmed">
          No company templates yet.
        </Text>
      )}
      <Stack gap={6} component="ul" p={0} m={0} aria-label="Company templates" style={{ listStyle: 'none' }}>
        {company.templates.map((template, index) => (
          <Group
            key={template.templateId ?? template.templateCode}
            component="li"
            justify="space-between"
            wrap="nowrap"
          >
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {`${template.name ?? template.templateCode}${template.moc ? ` · ${template.moc}` : ''}`}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {template.body.replace(/<[^>]+>/g, ' ')}
              </Text>
            </Stack>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void use(index)}
              aria-label={`Use ${template.name ?? template.templateCode}`}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
