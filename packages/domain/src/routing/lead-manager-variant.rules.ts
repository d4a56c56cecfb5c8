import type { Role } from '../session/role.js';
import { LEAD_MANAGER_ROUTE } from '../session/landing-route.rules.js';
import { normalizePathname } from './query-string.js';

/** Spec 1 §2 lead manager routes: the lead manager and its global inbox variants. */
export type LeadManagerVariantName =
  'lead-manager' | 'global-inbox' | 'global-inbox-zero' | 'max-response-time';

export type LeadManagerVariant = {
  readonly name: LeadManagerVariantName;
  /** The lead search it runs (spec 2 §7: leadManager, gi, gi0). */
  readonly searchEndpoint: 'leadManager' | 'gi' | 'gi0';
  /** Response-delay styling (spec 1 §4); globalinbox0 switches it off. */
  readonly responseDelayStyling: boolean;
  /** Response-time duration on sent messages, for super roles (spec 1 §2, §6). */
  readonly showsResponseTime: boolean;
};

/**
 * max-response-time is a global inbox variant, so it searches the global inbox (gi); spec 1 §6 gives
 * response times to "the global inbox and max-response-time routes", which we read as /globalinbox and
 * /max-response-time — not /globalinbox0, which the spec describes only by its search and styling.
 */
const VARIANTS: Readonly<Record<string, LeadManagerVariant>> = {
  [`${LEAD_MANAGER_ROUTE}/globalinbox`]: variant('global-inbox', 'gi', true, true),
  [`${LEAD_MANAGER_ROUTE}/globalinbox0`]: variant('global-inbox-zero', 'gi0', false, false),
  [`${LEAD_MANAGER_ROUTE}/max-response-time`]: variant('max-response-time', 'gi', true, true),
};
const LEAD_MANAGER = variant('lead-manager', 'leadManager', true, false);

function variant(
  name: LeadManagerVariantName,
  searchEndpoint: LeadManagerVariant['searchEndpoint'],
  responseDelayStyling: boolean,
  showsResponseTime: boolean,
): LeadManagerVariant {
  return Object.freeze({ name, searchEndpoint, responseDelayStyling, showsResponseTime });
}

/** The variant a pathname opens; /leadmanager and /leadmanager/<lead id> are the plain lead manager. */
export function leadManagerVariant(pathname: string): LeadManagerVariant | undefined {
  const path = normalizePathname(pathname);
  if (Object.hasOwn(VARIANTS, path)) return VARIANTS[path];
  return path === LEAD_MANAGER_ROUTE || path.startsWith(`${LEAD_MANAGER_ROUTE}/`) ? LEAD_MANAGER : undefined;
}

/** "Shows message response time to super users": SUPER_DATA_ADMIN and SUPER_USER, as for delay colours. */
export const canSeeResponseTime = (variant: LeadManagerVariant, role: Role): boolean =>
  variant.showsResponseTime && (role === 'SUPER_DATA_ADMIN' || role === 'SUPER_USER');
