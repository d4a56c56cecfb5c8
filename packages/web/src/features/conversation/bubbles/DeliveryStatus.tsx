import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconBan, IconCheck, IconChecks, IconQuestionMark, IconX } from '@tabler/icons-react';
import { deliveryColour, deliveryDisplay, type DeliveryDisplay } from '@torque/domain';
import type { ReactNode } from 'react';

type DeliveryStatusProps = {
  readonly messageStatus: string | null;
  readonly errors?: string | null;
  readonly archived: boolean;
};

const COLOURS = { green: 'var(--mantine-color-green-7)', grey: 'var(--mantine-color-gray-5)' } as const;

/** The accessible words for each icon of the spec 1 §4 table. */
export function deliveryLabel(display: DeliveryDisplay): string {
  switch (display.icon) {
    case 'check':
      return 'Sent';
    case 'double-check':
      return 'Delivered';
    case 'cross':
      return `Failed: ${display.title ?? ''}`.trim();
    case 'ban':
      return 'Restricted';
    case 'question':
      return display.title ?? '';
  }
}

/** An outgoing message's delivery tick(s), cross, ban or question mark (spec 1 §4). */
export function DeliveryStatus({ messageStatus, errors, archived }: DeliveryStatusProps) {
  const display = deliveryDisplay(messageStatus, errors);
  const label = deliveryLabel(display);
  const colour = COLOURS[deliveryColour(archived)];
  let icon: ReactNode;
  switch (display.icon) {
    case 'check':
      icon = <IconCheck size={15} stroke={2.4} color={colour} />;
      break;
    case 'double-check':
      icon = <IconChecks size={15} stroke={2.4} color={colour} />;
      break;
    case 'cross':
      icon = <IconX size={15} stroke={2.6} color="var(--mantine-color-red-7)" />;
      break;
    case 'ban':
      icon = (
        <ThemeIcon component="span" size={16} radius="xl" color="red" variant="filled">
          <IconBan size={11} stroke={2.6} />
        </ThemeIcon>
      );
      break;
    case 'question':
      icon = <IconQuestionMark size={15} stroke={2.4} color={colour} />;
      break;
  }
  const mark = (
    <span role="img" aria-label={label} title={display.title} style={{ display: 'inline-flex' }}>
      {icon}
    </span>
  );
  return display.title ? (
    <Tooltip label={display.title} withArrow>
      {mark}
    </Tooltip>
  ) : (
    mark
  );
}
