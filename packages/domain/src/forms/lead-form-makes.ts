import { DEFAULT_TENANT_MODE, type TenantMode } from '../catalog/tenant-mode.js';

/** Spec 1 §2: the lead submission forms per make, /lead-submission being the generic one. */
export const LEAD_FORM_MAKES = [
  'generic',
  'toyota',
  'ford',
  'nissan',
  'subaru',
  'mazda',
  'yarkcjdr',
  'bmw',
  'chevrolet',
  'bergestorm',
] as const;
export type LeadFormMake = (typeof LEAD_FORM_MAKES)[number];

export const LEAD_SUBMISSION_ROUTE = '/lead-submission';

/** Spec 1 §5 lead messages. */
export const DEFAULT_LEAD_MESSAGE = 'I would like to schedule an appointment please';
export const namedLeadMessage = (first: string, last: string): string =>
  `I would like to schedule an appointment. My name is ${first} ${last}`;

export type LeadForm = {
  readonly make: LeadFormMake;
  readonly route: string;
  /** Shown beside the make's logo; the logo asset is keyed by `make`. */
  readonly displayName: string;
  /** The store the lead goes to, +1 and ten digits; fixed per form (spec 1 §5). */
  readonly storePhoneNumber: string;
  /** 'named' sends the message naming the customer; 'default' the generic request. */
  readonly message: 'default' | 'named';
};

/**
 * Store numbers are ours (555-01xx, reserved for fiction). Spec 1 §5: "Most make forms send … My name
 * is {first} {last}" — the spec counts /lead-submission among the make forms, so every form but the
 * generic one names the customer.
 */
const FORMS: Readonly<Record<LeadFormMake, LeadForm>> = {
  generic: form('generic', 'Dealership', '+15550100100', 'default'),
  toyota: form('toyota', 'Toyota', '+15550100101', 'named'),
  ford: form('ford', 'Ford', '+15550100102', 'named'),
  nissan: form('nissan', 'Nissan', '+15550100103', 'named'),
  subaru: form('subaru', 'Subaru', '+15550100104', 'named'),
  mazda: form('mazda', 'Mazda', '+15550100105', 'named'),
  yarkcjdr: form('yarkcjdr', 'Yark Chrysler Dodge Jeep Ram', '+15550100106', 'named'),
  bmw: form('bmw', 'BMW', '+15550100107', 'named'),
  chevrolet: form('chevrolet', 'Chevrolet', '+15550100108', 'named'),
  bergestorm: form('bergestorm', 'Berge Storm', '+15550100109', 'named'),
};

function form(
  make: LeadFormMake,
  displayName: string,
  storePhoneNumber: string,
  message: LeadForm['message'],
): LeadForm {
  const route = make === 'generic' ? LEAD_SUBMISSION_ROUTE : `${LEAD_SUBMISSION_ROUTE}-${make}`;
  return Object.freeze({ make, route, displayName, storePhoneNumber, message });
}

/** "The store phone number … sometimes varies by tenant mode" (spec 1 §5): the toyota store of 'enterprise'. */
const STORE_PHONE_OVERRIDES: Readonly<Partial<Record<TenantMode, Partial<Record<LeadFormMake, string>>>>> = {
  enterprise: { toyota: '+15550100201' },
};

/** Spec 1 §2: ford and yarkcjdr are hidden in one mode, bergestorm in two (see tenant-mode.ts). */
const HIDDEN_FORMS: Readonly<Record<TenantMode, readonly LeadFormMake[]>> = {
  standard: [],
  enterprise: ['ford', 'yarkcjdr', 'bergestorm'],
  demo: ['bergestorm'],
};

export const leadFormFor = (make: LeadFormMake): LeadForm => FORMS[make];

/** The form served at a pathname ('/lead-submission-ford' → ford), whether or not a mode hides it. */
export function leadFormMakeForPath(pathname: string): LeadFormMake | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LEAD_FORM_MAKES.find((make) => FORMS[make].route === path);
}

export const isLeadFormVisible = (
  make: LeadFormMake,
  tenantMode: TenantMode = DEFAULT_TENANT_MODE,
): boolean => !HIDDEN_FORMS[tenantMode].includes(make);

/** The forms a tenant mode offers, in the spec's order. */
export function visibleLeadForms(tenantMode: TenantMode = DEFAULT_TENANT_MODE): readonly LeadForm[] {
  return LEAD_FORM_MAKES.filter((make) => isLeadFormVisible(make, tenantMode)).map(leadFormFor);
}

export function storePhoneFor(make: LeadFormMake, tenantMode: TenantMode = DEFAULT_TENANT_MODE): string {
  return STORE_PHONE_OVERRIDES[tenantMode]?.[make] ?? FORMS[make].storePhoneNumber;
}

/** The message a form submits for the customer (names as typed, trimmed). */
export function leadMessageFor(make: LeadFormMake, first: string, last: string): string {
  return FORMS[make].message === 'named' ? namedLeadMessage(first.trim(), last.trim()) : DEFAULT_LEAD_MESSAGE;
}
