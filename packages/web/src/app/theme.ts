import {
  createTheme,
  type ComboboxProps,
  type LoaderProps,
  type MantineColorsTuple,
  type MenuProps,
  type PopoverProps,
  type SelectProps,
} from '@mantine/core';

/**
 * Every floating dropdown (Select, Combobox, Menu, Popover) renders in a portal at the end of the
 * document, so a modal's scrolling body or a chat box never clips it (issue 14: Action Intents
 * showed 2 of its 9 intents), and moves to stay on screen: it flips above its field when there is
 * no room below and shifts sideways at the viewport's edge. Only a dropdown nested inside another
 * popover's dropdown opts out (lint-enforced), so a press on it is not a press outside the outer one.
 */
const floating = {
  withinPortal: true,
  middlewares: { flip: true, shift: { padding: 8 } },
} as const;

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

/**
 * A component's theme entry, typed by its props. Written as a plain object rather than
 * `Menu.extend(...)` (which returns its argument unchanged): importing Menu, Select, Combobox and
 * Popover here would put them, and floating-ui, on every first screen (the bundle budget).
 */
const defaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

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
    // A loader is a live status: the role lets its aria-label name it (a bare span may not carry one,
    // which axe reports as a serious violation on every screen that shows a loader).
    Loader: defaults<LoaderProps>({ role: 'status' }),
    Popover: defaults<PopoverProps>(floating),
    Menu: defaults<MenuProps>(floating),
    Combobox: defaults<ComboboxProps>(floating),
    // Tall enough for the nine action intents without scrolling; flips above the field when short of room.
    Select: defaults<SelectProps>({ maxDropdownHeight: 320, comboboxProps: floating }),
  },
});
