import { Badge } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';

/** Marks an archived message (only SUPER_DATA_ADMIN receives them). */
export function ArchivedLabel() {
  return (
    <Badge size="xs" variant="outline" color="gray" leftSection={<IconArchive size={10} />}>
      Archived
    </Badge>
  );
}
