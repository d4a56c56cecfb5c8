import { ActionIcon } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';

type NavToggleProps = { readonly collapsed: boolean; readonly onToggle: () => void };

/** At desktop width: hides the navigation sidebar to give the chat boxes room, and brings it back. */
export function NavToggle({ collapsed, onToggle }: NavToggleProps) {
  const label = collapsed ? 'Show navigation' : 'Hide navigation';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={32}
      visibleFrom="md"
      aria-label={label}
      title={label}
      aria-expanded={!collapsed}
      aria-controls="staff-navigation"
      onClick={onToggle}
    >
      {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
    </ActionIcon>
  );
}
