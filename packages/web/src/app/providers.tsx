import type { ReactNode } from 'react';
import { AppServicesProvider, ShellServicesProvider, type AppServices } from '../services/services-context';
import type { ShellServices } from '../services/services';
import { SessionProvider } from '../services/session-context';

/** What every page runs inside: the ports and the session. Mantine comes with the pages that use it. */
export function PublicProviders({
  services,
  shell,
  children,
}: {
  services: AppServices;
  shell: ShellServices;
  children: ReactNode;
}) {
  return (
    <AppServicesProvider services={services}>
      <ShellServicesProvider services={shell}>
        <SessionProvider>{children}</SessionProvider>
      </ShellServicesProvider>
    </AppServicesProvider>
  );
}
