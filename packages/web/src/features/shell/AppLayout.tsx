import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { StaffNav } from './StaffNav';

/** The signed-in shell: a compact header, the areas of the role on the left, the page beside them. */
export function AppLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: { base: 52, sm: 60 } }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: !navOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader navOpen={navOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <StaffNav onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
