import { Badge, Divider, Group } from '@mantine/core';
import { formatElapsed } from '@torque/domain';

/** The enterprise layout's date badge above the first message of a day (office zone, DD/MM/YYYY). */
export function DayBadge({ day }: { readonly day: string }) {
  return (
    <Group justify="center" py={6}>
      <Badge variant="light" color="gray" radius="sm" role="separator" aria-label={`Messages of ${day}`}>
        {day}
      </Badge>
    </Group>
  );
}

/** A customer-side gap of more than 4 minutes before this message (spec 1 §4). */
export function TimeGapMark({ minutes }: { readonly minutes: number }) {
  const label = `Time gap: ${formatElapsed(minutes * 60)}`;
  return <Divider my={4} label={label} labelPosition="center" color="orange.3" c="orange.8" />;
}
