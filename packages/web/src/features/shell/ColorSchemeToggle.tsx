import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Dark mode on and off; Mantine keeps the choice in the browser (MantineRoot's color scheme manager). */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <ActionIcon
      variant="default"
      size={32}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      {next === 'dark' ? <IconMoon size={17} /> : <IconSun size={17} />}
    </ActionIcon>
  );
}
