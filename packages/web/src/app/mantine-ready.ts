import { createContext } from 'react';

/**
 * True when a MantineProvider is already above (the tests' Providers): MantineRoot then adds none.
 * Kept apart from Mantine so the public lead form can read it without loading Mantine.
 */
export const MantineReadyContext = createContext(false);
