import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';

/** The signed-in shell: a compact header and the page below it, filling the window. */
export function AppLayout() {
  return (
    <AppShell header={{ height: { base: 52, sm: 60 } }} padding={0}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
