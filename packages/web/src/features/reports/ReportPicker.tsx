import { NavLink, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REPORT_GROUPS, type ReportGroup } from '@torque/domain';
import { NavLink as RouterLink, useNavigate } from 'react-router';
import classes from './ReportsPage.module.css';

/** What the picker lists of a report. */
export type PickerEntry = { readonly id: string; readonly group: ReportGroup; readonly title: string };

type Props = { readonly entries: readonly PickerEntry[]; readonly chosenId: string | undefined };

const grouped = (entries: readonly PickerEntry[]) =>
  REPORT_GROUPS.map((group) => ({ group, items: entries.filter((entry) => entry.group === group) })).filter(
    (section) => section.items.length > 0,
  );

/**
 * The reports in the spec's groups (spec 2 §2): a list of links beside the report on a wide screen, a
 * searchable select above it on a phone. Both are reached and worked with the keyboard.
 */
export function ReportPicker({ entries, chosenId }: Props) {
  const wide = useMediaQuery('(min-width: 62em)');
  const navigate = useNavigate();
  const sections = grouped(entries);
  if (!wide) {
    return (
      <Select
        label="Report"
        data={sections.map(({ group, items }) => ({
          group,
          items: items.map((entry) => ({ value: entry.id, label: entry.title })),
        }))}
        value={chosenId ?? null}
        onChange={(id) => id && void navigate(`/reports/${id}`)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No report by that name"
      />
    );
  }
  return (
    <nav aria-label="Reports" className={classes.picker}>
      <ScrollArea.Autosize mah="calc(100dvh - 120px)" type="auto">
        <Stack gap="sm">
          {sections.map(({ group, items }) => (
            <section key={group} aria-labelledby={`report-group-${group}`}>
              <Text id={`report-group-${group}`} size="xs" fw={700} tt="uppercase" px="sm" mb={2}>
                {group}
              </Text>
              {items.map((entry) => (
                <NavLink
                  key={entry.id}
                  component={RouterLink}
                  to={`/reports/${entry.id}`}
                  label={entry.title}
                  active={entry.id === chosenId}
                  aria-current={entry.id === chosenId ? 'page' : undefined}
                />
              ))}
            </section>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </nav>
  );
}
