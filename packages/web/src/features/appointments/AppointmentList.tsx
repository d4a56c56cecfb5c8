import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { displayPage } from '@torque/domain';
import { useCallback } from 'react';
import { AppointmentFiltersForm } from './AppointmentFiltersForm';
import { AppointmentTable } from './AppointmentTable';
import { useAppointmentActions } from './useAppointmentActions';
import { useAppointmentSearch } from './useAppointmentSearch';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** One searchable, paged list of appointments with its actions (active or archived). */
export function AppointmentList({
  archived,
  pickers,
}: {
  readonly archived: boolean;
  readonly pickers: boolean;
}) {
  const search = useAppointmentSearch(archived);
  const { answer, run } = search;
  const again = useCallback(() => void run(answer?.page ?? 0), [answer, run]);
  const actions = useAppointmentActions(again);
  return (
    <Stack gap="md">
      <AppointmentFiltersForm
        filters={search.filters}
        onChange={search.setFilters}
        onSearch={() => void run(0)}
        loading={search.loading}
        {...(pickers ? { pickers: search.options } : {})}
      />
      {search.error && <Alert color="yellow">{search.error}</Alert>}
      {answer && (
        <>
          <Text size="sm" aria-live="polite">
            {answer.total === 1 ? '1 appointment' : `${answer.total} appointments`}
          </Text>
          {answer.total > 0 ? (
            <AppointmentTable
              rows={answer.rows}
              archived={archived}
              onStatus={actions.changeStatus}
              onRemind={(appointment) => void actions.remind(appointment)}
            />
          ) : (
            <Text c="dimmed">No appointments match this search.</Text>
          )}
          {search.pages > 1 && (
            <Group justify="center">
              <Pagination
                total={search.pages}
                value={displayPage(answer.page)}
                onChange={(shown) => void run(shown - 1)}
                getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
