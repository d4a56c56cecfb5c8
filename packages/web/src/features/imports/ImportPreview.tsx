import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { HouseholdRows } from './HouseholdRows';
import { ProblemRows } from './ProblemRows';
import { SoldDateQuestion } from './SoldDateQuestion';
import { CHECKING_FILE, type LeadFileCheck } from './useLeadFileCheck';

type Props = { readonly check: LeadFileCheck };

/**
 * The server's reading of the whole file before it is imported (issue 30): how the sold dates are
 * written (asked when they read both ways), every row it would refuse, and every row sharing a mobile
 * number with someone of another name, with the admin's choice for each.
 */
export function ImportPreview({ check }: Props) {
  const state = check.check;
  if (state.kind === 'idle') return null;
  if (state.kind === 'checking')
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">{CHECKING_FILE}</Text>
      </Group>
    );
  if (state.kind === 'failed')
    return (
      <Alert color="red" title="The file cannot be checked">
        {state.message}
      </Alert>
    );
  const { preview } = state;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {preview.totalRecords} {preview.totalRecords === 1 ? 'row' : 'rows'} read below the header row.
      </Text>
      <SoldDateQuestion
        soldDates={preview.soldDates}
        value={check.dateFormat}
        onChange={check.setDateFormat}
      />
      <HouseholdRows
        rows={preview.households}
        choices={check.choices}
        onChoose={check.choose}
        onChooseAll={check.chooseAll}
      />
      <ProblemRows headers={preview.headers} rows={preview.problems} />
    </Stack>
  );
}
