import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { LeadId } from '@torque/domain';

/** A chat box for an id the server does not know or the user may not see (both answer 404). */
export function LeadNotFound({ leadId }: { readonly leadId: LeadId }) {
  return (
    <Stack align="center" gap="xs" p="lg" ta="center" role="alert">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconSearchOff size={26} />
      </ThemeIcon>
      <Text fw={600}>Lead not found</Text>
      <Text size="sm" c="dimmed" maw={320}>
        Lead {leadId} does not exist or is not one you may see. Close this box or pick a customer from the
        list.
      </Text>
    </Stack>
  );
}
