import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { StaffNav } from './StaffNav';
import { useNavCollapsed } from './useNavCollapsed';

/**
 * The signed-in shell: a compact header, the areas of the role on the left, the page beside them.
 * At phone width the burger opens the navigation over the page; at desktop width it can be
 * collapsed (remembered on the device) to give the chat boxes room.
 */
export function AppLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const [navCollapsed, toggleCollapsed] = useNavCollapsed();
  const desktop = useMediaQuery('(min-width: 62em)');
  // A navigation moved off screen is inert, so the keyboard never tabs into links nobody can see.
  const navHidden = desktop ? navCollapsed : !navOpen;
  return (
    <AppShell
      header={{ height: { base: 52, sm: 60 } }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: !navOpen, desktop: navCollapsed } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader
          navOpen={navOpen}
          onToggleNav={toggle}
          navCollapsed={navCollapsed}
          onToggleCollapsed={toggleCollapsed}
        />
      </AppShell.Header>
      <AppShell.Navbar id="staff-navigation" inert={navHidden}>
        <StaffNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
