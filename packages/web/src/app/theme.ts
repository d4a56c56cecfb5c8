import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Torque blue: a calm, trustworthy blue-violet that reads well on white and on grey. */
const torque: MantineColorsTuple = [
  '#eef2ff',
  '#dde3fb',
  '#b8c3f2',
  '#909fe9',
  '#6f81e2',
  '#596ddd',
  '#4d63dc',
  '#3e53c4',
  '#3549b0',
  '#293e9c',
];

export const theme = createTheme({
  primaryColor: 'torque',
  primaryShade: { light: 6, dark: 4 },
  colors: { torque },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Inter var", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Badge: { defaultProps: { radius: 'sm' } },
  },
});
