/**
 * The screens whose visibility an enterprise can read (spec 2 §9 "Screen filter options: Lead Manager
 * (hidden in one deployment), GI, Contact later, Follow up"). Every enterprise sees all four unless
 * configured otherwise.
 */
export const UI_SCREENS = [
  { screenKey: 'LEAD_MANAGER', label: 'Lead Manager' },
  { screenKey: 'GI', label: 'GI' },
  { screenKey: 'CONTACT_LATER', label: 'Contact later' },
  { screenKey: 'FOLLOW_UP', label: 'Follow up' },
] as const;
