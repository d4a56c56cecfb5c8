import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { localStorageColorSchemeManager, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { MantineReadyContext } from './mantine-ready';
import { LazyModals, LazyNotifications } from './overlays';
import { surfaces } from './surfaces';
import { theme } from './theme';

/**
 * The colour scheme follows the system ('auto') until the user picks one with the toggle; the pick is
 * remembered in the browser under this key (Mantine's color scheme manager) and wins from then on.
 */
export const COLOR_SCHEME_KEY = 'torque-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Mantine's light 'dimmed' grey (gray-6) reads at about 3.3:1 on white; this one passes WCAG AA
 * (4.5:1) on white and on the grey page background, so secondary text stays readable.
 */
const readableDimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6770', ...surfaces.light },
  dark: { ...surfaces.dark },
});

type MantineRootProps = {
  readonly children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  readonly env?: 'default' | 'test';
};

/**
 * Mantine, its styles, notifications and modals (overlay-hosts.tsx, loaded at the first notice or
 * modal: overlays.tsx), for the pages built with Mantine (sign-in, the staff app, the call invite
 * page). Loaded with those pages only.
 */
export function MantineRoot({ children, env = 'default' }: MantineRootProps) {
  const ready = useContext(MantineReadyContext);
  if (ready) return children;
  return (
    <MantineProvider
      theme={theme}
      env={env}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={readableDimmed}
    >
      <MantineReadyContext.Provider value>
        <LazyNotifications />
        {children}
        <LazyModals />
      </MantineReadyContext.Provider>
    </MantineProvider>
  );
}
