import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DURATION_MS } from '@torque/domain';
import type { ReactNode } from 'react';
import { ServicesProvider, type Services } from './services-context';
import { SessionProvider } from './session-context';
import { theme } from './theme';

type ProvidersProps = {
  readonly services: Services;
  readonly children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  readonly env?: 'default' | 'test';
};

/** Mantine, notifications (top-right, spec's 4500 ms), modals, the ports and the session. */
export function Providers({ services, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env} defaultColorScheme="light">
      <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} limit={4} />
      <ModalsProvider>
        <ServicesProvider services={services}>
          <SessionProvider>{children}</SessionProvider>
        </ServicesProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
