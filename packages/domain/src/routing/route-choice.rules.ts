import { isLeadFormVisible, leadFormMakeForPath } from '../forms/lead-form-makes.js';
import { landingRouteFor, LEAD_MANAGER_ROUTE, type LandingModes } from '../session/landing-route.rules.js';
import type { UserSession } from '../session/user-session.schema.js';
import {
  dealRoomTarget,
  FSI_PARAM,
  hasServicePage,
  isServiceInteractionDeepLink,
  leadManagerServicePage,
  returnPathAfterLogin,
} from './deep-link.rules.js';
import { hostOf } from './deployment-variant.rules.js';
import { leadManagerVariant } from './lead-manager-variant.rules.js';
import { callInviteParams, emailAutoResponseParams, landingPageParams } from './public-page-params.js';
import { normalizePathname, parseQuery, queryValue } from './query-string.js';
import {
  CALL_INVITE_ROUTE,
  EMAIL_AUTO_RESPONSE_ROUTE,
  LAYOUT_ROUTE,
  LOGIN_ROUTE,
  MEETING_ROUTE,
  PUBLIC_PATHS,
  REGISTER_ROUTE,
  SET_PASSWORD_ROUTE,
  type Page,
  type RouteDecision,
} from './route-page.js';
import { DEFAULT_TENANT_MODE, type TenantMode } from '../catalog/tenant-mode.js';

/**
 * Spec 1 §2: a host name containing this marker ('lead-submission.dealer.example') serves the generic
 * lead submission form at its root. The stored url value counts too, for hosts such as localhost.
 */
export const LEAD_SUBMISSION_HOST_MARKER = 'lead-submission';

export type RouteInput = {
  readonly host: string;
  readonly pathname: string;
  readonly search: string;
  readonly signedIn: boolean;
  readonly session?: Pick<UserSession, 'roles' | 'empLevel' | 'tenant' | 'enterprise'> | null;
  readonly tenantMode?: TenantMode;
  readonly storedUrl?: string | null;
  readonly landingModes?: LandingModes;
};

const render = (page: Page): RouteDecision => ({ kind: 'render', page });

export const isLeadSubmissionHost = (host: string, storedUrl?: string | null): boolean =>
  hostOf(host).includes(LEAD_SUBMISSION_HOST_MARKER) ||
  (!!storedUrl && hostOf(storedUrl).includes(LEAD_SUBMISSION_HOST_MARKER));

/** The pages anyone may open, signed in or not; undefined when the path is not one of them. */
function publicPage(path: string, search: string, tenantMode: TenantMode): Page | undefined {
  const make = leadFormMakeForPath(path);
  if (make !== undefined)
    return isLeadFormVisible(make, tenantMode) ? { name: 'lead-submission', make } : undefined;
  if (path === SET_PASSWORD_ROUTE)
    return { name: 'set-password', token: queryValue(parseQuery(search), 'token') ?? '' };
  if (path === CALL_INVITE_ROUTE) return { name: 'call-invite', params: callInviteParams(search) };
  if (path === EMAIL_AUTO_RESPONSE_ROUTE)
    return { name: 'email-auto-response', params: emailAutoResponseParams(search) };
  if (path === MEETING_ROUTE) {
    const landing = landingPageParams(search);
    return landing ? { name: 'meeting', landing } : { name: 'meeting' };
  }
  return Object.hasOwn(PUBLIC_PATHS, path)
    ? { name: PUBLIC_PATHS[path as keyof typeof PUBLIC_PATHS] }
    : undefined;
}

/** Spec 1 §2 route choice, as a pure function of the address and the sign-in state. */
export function chooseRoute(input: RouteInput): RouteDecision {
  const path = normalizePathname(input.pathname);
  const params = parseQuery(input.search);
  const tenantMode = input.tenantMode ?? DEFAULT_TENANT_MODE;
  const landing = (): string =>
    input.session ? landingRouteFor(input.session, input.landingModes) : LEAD_MANAGER_ROUTE;

  if (path === '/' && isLeadSubmissionHost(input.host, input.storedUrl)) {
    return render({ name: 'lead-submission', make: 'generic' });
  }
  const open = publicPage(path, input.search, tenantMode);
  if (open) return render(open);
  if (path === LOGIN_ROUTE || path === REGISTER_ROUTE) {
    return input.signedIn
      ? { kind: 'redirect', to: landing() }
      : render({ name: path === LOGIN_ROUTE ? 'login' : 'register' });
  }

  if (!input.signedIn) {
    return isServiceInteractionDeepLink(path, params)
      ? { kind: 'redirect', to: LOGIN_ROUTE, returnTo: returnPathAfterLogin(path, input.search) }
      : { kind: 'redirect', to: LOGIN_ROUTE };
  }

  const variant = leadManagerVariant(path);
  const servicePage = leadManagerServicePage(path, params);
  if (variant && servicePage) return render({ name: 'lead-manager', variant, servicePage });
  const fsiId = queryValue(params, FSI_PARAM);
  if (fsiId !== undefined && hasServicePage(path, params)) {
    const target = dealRoomTarget(queryValue(params, 'screen'), tenantMode);
    return render({ name: 'deal-room', futureServiceInteractionId: fsiId, target });
  }
  if (variant) return render({ name: 'lead-manager', variant });
  if (path === '/') return { kind: 'redirect', to: landing() };
  if (path === LAYOUT_ROUTE) return render({ name: 'layout' });
  return render({ name: 'app-shell', pathname: path });
}
