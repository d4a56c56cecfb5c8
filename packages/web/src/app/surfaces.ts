/**
 * The app's own surface colours, one value per colour scheme (set on :root by MantineRoot's CSS
 * variables resolver). Screens use these instead of fixed greys, so dark mode is never half done:
 * a light grey canvas or a pale yellow note under light text is what made dark mode unreadable.
 */
export const surfaces = {
  light: {
    '--torque-canvas': 'var(--mantine-color-gray-0)',
    '--torque-border': 'var(--mantine-color-gray-3)',
    '--torque-divider': 'var(--mantine-color-gray-2)',
    '--torque-hover': 'var(--mantine-color-gray-0)',
    '--torque-selected': 'var(--mantine-color-torque-0)',
    '--torque-muted-surface': 'var(--mantine-color-gray-1)',
    '--torque-muted-text': 'var(--mantine-color-gray-7)',
    '--torque-archived-surface': 'var(--mantine-color-gray-3)',
    '--torque-outbound': 'var(--mantine-color-torque-6)',
    '--torque-note-surface': 'var(--mantine-color-yellow-0)',
    '--torque-note-border': 'var(--mantine-color-yellow-3)',
    '--torque-note-title': 'var(--mantine-color-yellow-9)',
    '--torque-note-icon': 'var(--mantine-color-yellow-8)',
    '--torque-handoff-surface': 'var(--mantine-color-indigo-0)',
    '--torque-handoff-border': 'var(--mantine-color-indigo-2)',
    '--torque-handoff-text': 'var(--mantine-color-indigo-9)',
    '--torque-warning-text': 'var(--mantine-color-yellow-9)',
    '--torque-danger-text': 'var(--mantine-color-red-7)',
  },
  dark: {
    '--torque-canvas': 'var(--mantine-color-dark-8)',
    '--torque-border': 'var(--mantine-color-dark-4)',
    '--torque-divider': 'var(--mantine-color-dark-5)',
    '--torque-hover': 'var(--mantine-color-dark-6)',
    '--torque-selected': 'rgba(77, 99, 220, 0.24)',
    '--torque-muted-surface': 'var(--mantine-color-dark-6)',
    '--torque-muted-text': 'var(--mantine-color-dark-0)',
    '--torque-archived-surface': 'var(--mantine-color-dark-5)',
    // White text on the dark scheme's lighter primary reads at about 3.5:1; a deeper blue passes AA.
    '--torque-outbound': 'var(--mantine-color-torque-7)',
    '--torque-note-surface': 'rgba(250, 176, 5, 0.12)',
    '--torque-note-border': 'rgba(250, 176, 5, 0.45)',
    '--torque-note-title': 'var(--mantine-color-yellow-4)',
    '--torque-note-icon': 'var(--mantine-color-yellow-5)',
    '--torque-handoff-surface': 'rgba(76, 110, 245, 0.16)',
    '--torque-handoff-border': 'rgba(76, 110, 245, 0.45)',
    '--torque-handoff-text': 'var(--mantine-color-indigo-2)',
    '--torque-warning-text': 'var(--mantine-color-yellow-4)',
    '--torque-danger-text': 'var(--mantine-color-red-4)',
  },
} as const;
