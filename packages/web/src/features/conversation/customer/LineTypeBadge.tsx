import { Badge } from '@mantine/core';
import { canReceiveSms, lineTypeLabel } from '@torque/domain';

const COLOURS: Readonly<Record<string, string>> = { mobile: 'green', landline: 'red', voip: 'blue' };

/** A number's line type beside it; a landline says it cannot receive texts. */
export function LineTypeBadge({ lineType }: { readonly lineType: string | null | undefined }) {
  return (
    <Badge
      size="sm"
      variant={canReceiveSms(lineType) ? 'light' : 'filled'}
      color={COLOURS[lineType ?? ''] ?? 'gray'}
      tt="none"
    >
      {lineTypeLabel(lineType)}
    </Badge>
  );
}
