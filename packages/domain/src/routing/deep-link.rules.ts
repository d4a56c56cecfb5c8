import { landingRouteFor, LEAD_MANAGER_ROUTE, type LandingModes } from '../session/landing-route.rules.js';
import type { UserSession } from '../session/user-session.schema.js';
import { leadManagerVariant } from './lead-manager-variant.rules.js';
import {
  firstQueryValue,
  normalizePathname,
  parseQuery,
  queryValue,
  type QueryParams,
} from './query-string.js';
import { DEAL_ROOM_TO_LEAD_MANAGER_MODE, type TenantMode } from '../catalog/tenant-mode.js';

/** Spec 1 §2: what a deep link leaves in storage. */
export type DeepLinkRecord = {
  readonly deeplinking: string;
  readonly companyId?: string;
  readonly officeId?: string;
  readonly divisionId?: string;
  readonly contactId?: string;
};

/** The values to store when the address is a deep link (it carries deeplinking); undefined otherwise. */
export function deepLinkToStore(search: string): DeepLinkRecord | undefined {
  const params = parseQuery(search);
  const deeplinking = queryValue(params, 'deeplinking');
  if (deeplinking === undefined) return undefined;
  const record: Record<string, string> = { deeplinking };
  for (const key of ['companyId', 'officeId', 'divisionId', 'contactId'] as const) {
    const value = queryValue(params, key);
    if (value !== undefined) record[key] = value;
  }
  return record as DeepLinkRecord;
}

export const FSI_PARAM = 'future_service_interaction_id';

/** 'servicepage' as a query key (unless written =false) or as a path segment (spec 1 §2). */
export function hasServicePage(pathname: string, params: QueryParams): boolean {
  const value = params.get('servicepage');
  const inQuery = value !== undefined && value.trim().toLowerCase() !== 'false';
  return inQuery || normalizePathname(pathname).split('/').includes('servicepage');
}

/** Spec 1 §2: the lead manager opened with servicepage=true, custno or customerNo, and an FSI id or screen. */
export type LeadManagerServicePage = {
  readonly customerNo: string;
  readonly futureServiceInteractionId?: string;
  readonly screen?: string;
};

export function leadManagerServicePage(
  pathname: string,
  params: QueryParams,
): LeadManagerServicePage | undefined {
  if (
    leadManagerVariant(pathname) === undefined ||
    params.get('servicepage')?.trim().toLowerCase() !== 'true'
  ) {
    return undefined;
  }
  const customerNo = firstQueryValue(params, ['custno', 'customerNo']);
  const futureServiceInteractionId = queryValue(params, FSI_PARAM);
  const screen = queryValue(params, 'screen');
  if (customerNo === undefined || (futureServiceInteractionId === undefined && screen === undefined))
    return undefined;
  return {
    customerNo,
    ...(futureServiceInteractionId && { futureServiceInteractionId }),
    ...(screen && { screen }),
  };
}

/** A deep link to a service interaction: servicepage with an FSI id, or the lead manager's service page. */
export function isServiceInteractionDeepLink(pathname: string, params: QueryParams): boolean {
  return (
    (hasServicePage(pathname, params) && queryValue(params, FSI_PARAM) !== undefined) ||
    leadManagerServicePage(pathname, params) !== undefined
  );
}

/** Only a path inside this application: one leading '/', never '//' (another host), no backslash or space. */
export function isSafeReturnPath(path: string): boolean {
  const hasControl = Array.from(path).some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f');
  return /^\/(?![/\\])/.test(path) && !/[\\\s]/.test(path) && !hasControl;
}

/** Spec 1 §2: where a logged-out user following a deep link returns after login. */
export function returnPathAfterLogin(pathname: string, search: string): string {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const path = `${normalizePathname(pathname)}${query}`;
  return isSafeReturnPath(path) ? path : LEAD_MANAGER_ROUTE;
}

/** After login: back to a safe stored return path, else the role's landing route (spec 1 §2 table). */
export function destinationAfterLogin(input: {
  readonly session: Pick<UserSession, 'roles' | 'empLevel' | 'tenant' | 'enterprise'>;
  readonly returnPath?: string | null;
  readonly landingModes?: LandingModes;
}): string {
  const back = input.returnPath ?? '';
  const toAuthPage = /^\/(login|register)(?:[/?#]|$)/.test(back);
  return isSafeReturnPath(back) && !toAuthPage ? back : landingRouteFor(input.session, input.landingModes);
}

/**
 * Spec 1 §2 Deal room target: /leadmanager in the 'enterprise' tenant mode; otherwise the 'screen'
 * value as a path ('globalinbox' → '/globalinbox'); /leadmanager when there is no usable screen.
 */
export function dealRoomTarget(screen: string | undefined, tenantMode: TenantMode): string {
  if (tenantMode === DEAL_ROOM_TO_LEAD_MANAGER_MODE || screen === undefined) return LEAD_MANAGER_ROUTE;
  const path = `/${screen.trim().replace(/^\/+/, '')}`;
  return /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/.test(path) ? path : LEAD_MANAGER_ROUTE;
}
