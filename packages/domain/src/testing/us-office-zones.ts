/** The time zones of US dealerships' offices, for property tests of rules on local time. */
export const US_OFFICE_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
