/**
 * What the staff shell remembers on this device between visits: whether the navigation sidebar is
 * collapsed (issue 14: collapsing it gives three chat boxes room). A device preference, not a
 * user's data, so signing out keeps it.
 */
export interface ShellPreferenceStore {
  navCollapsed(): boolean;
  setNavCollapsed(collapsed: boolean): void;
}
