import { scanPlaceholders } from './placeholder-scan.js';

/**
 * Spec 1 §3 (and spec 2 §9 placeholder groups): template placeholders are dollar-brace expressions,
 * `${lead.contact.firstName}`, over five groups. The due-date variant suffixes follow the planner calls
 * of spec 2 §7 (-0k, -05k, -5k…): 0k, 05k, 5k, 10k, 15k, 20k, 25k.
 */
export const DUE_DATE_VARIANTS = ['0k', '05k', '5k', '10k', '15k', '20k', '25k'] as const;
export type DueDateVariant = (typeof DUE_DATE_VARIANTS)[number];

/** The interaction label of each variant (spec 2 §9: 0K, 0.5K, 5K, 10K, 15K, 20K, 25K). */
export const DUE_DATE_VARIANT_LABELS: Readonly<Record<DueDateVariant, string>> = {
  '0k': '0K',
  '05k': '0.5K',
  '5k': '5K',
  '10k': '10K',
  '15k': '15K',
  '20k': '20K',
  '25k': '25K',
};

export const PLACEHOLDER_FIELDS = {
  agent: ['agentFirstName', 'agentLastName', 'agentEmail'],
  contact: ['firstName', 'lastName', 'email', 'phoneNumber'],
  office: ['name', 'fullAddress'],
  product: ['vin', 'productBrandMake', 'year', 'model'],
  deal: [
    'descriptiveDeliveryDate',
    'descriptiveLastServiceDate',
    'descriptiveLastServiceDayMonth',
    ...DUE_DATE_VARIANTS.map((variant) => `descriptiveDueDate${variant}` as const),
    // Issue 34: the customer's own booking page (a link bound to this lead, made when the text is planned).
    'bookingLink',
  ],
} as const;

export type PlaceholderGroup = keyof typeof PLACEHOLDER_FIELDS;
export type PlaceholderField<G extends PlaceholderGroup> = (typeof PLACEHOLDER_FIELDS)[G][number];
/** 'lead.contact.firstName' and the like: the path inside the braces. */
export type PlaceholderPath = {
  [G in PlaceholderGroup]: `lead.${G}.${PlaceholderField<G>}`;
}[PlaceholderGroup];

export const dueDateField = (variant: DueDateVariant): PlaceholderField<'deal'> =>
  `descriptiveDueDate${variant}`;

export const PLACEHOLDER_PATHS: readonly PlaceholderPath[] = (
  Object.keys(PLACEHOLDER_FIELDS) as PlaceholderGroup[]
).flatMap((group) => PLACEHOLDER_FIELDS[group].map((field) => `lead.${group}.${field}` as PlaceholderPath));

export const isPlaceholderPath = (path: string): path is PlaceholderPath =>
  (PLACEHOLDER_PATHS as readonly string[]).includes(path);

/** The expression staff insert: placeholder('lead.office.name') → '${lead.office.name}'. */
export const placeholder = (path: PlaceholderPath): string => `\${${path}}`;

/** The paths a body refers to, known or not, in order of appearance (spaces inside the braces tolerated). */
export function placeholdersIn(body: string): string[] {
  return scanPlaceholders(body).map((match) => match.path);
}
