import type { LeadFormMake } from '../forms/lead-form-makes.js';
import type { LeadManagerServicePage } from './deep-link.rules.js';
import type { LeadManagerVariant } from './lead-manager-variant.rules.js';
import type { CallInviteParams, EmailAutoResponseParams, LandingPageParams } from './public-page-params.js';

/** The pages a route can show (spec 1 §2). */
export type Page =
  | { readonly name: 'lead-submission'; readonly make: LeadFormMake }
  | { readonly name: 'call-invite'; readonly params: CallInviteParams }
  | { readonly name: 'meeting'; readonly landing?: LandingPageParams }
  | { readonly name: 'email-auto-response'; readonly params: EmailAutoResponseParams }
  | { readonly name: 'mail-confirmation' }
  | { readonly name: 'feedback-clip' }
  | { readonly name: 'not-found' }
  | { readonly name: 'server-error' }
  | { readonly name: 'register' }
  | { readonly name: 'login' }
  /** Issue 20: an invited user sets their password with the token of their one-time link. */
  | { readonly name: 'set-password'; readonly token: string }
  | { readonly name: 'layout' }
  | { readonly name: 'deal-room'; readonly futureServiceInteractionId: string; readonly target: string }
  | {
      readonly name: 'lead-manager';
      readonly variant: LeadManagerVariant;
      readonly servicePage?: LeadManagerServicePage;
    }
  | { readonly name: 'app-shell'; readonly pathname: string };

export type PageName = Page['name'];

export type RouteDecision =
  | { readonly kind: 'render'; readonly page: Page }
  /** returnTo: where to come back after login (a logged-out user's service-interaction deep link). */
  | { readonly kind: 'redirect'; readonly to: string; readonly returnTo?: string };

/**
 * Pages only a signed-in user sees. /layout is counted here: the spec lists it beside the public pages
 * but says nothing of it, and a layout preview is a staff tool.
 */
export const STAFF_PAGES: readonly PageName[] = ['layout', 'deal-room', 'lead-manager', 'app-shell'];

export const isStaffPage = (page: Page): boolean => STAFF_PAGES.includes(page.name);

/** Fixed public paths (spec 1 §2) and the page each shows. */
export const PUBLIC_PATHS = {
  '/mailconfirmation': 'mail-confirmation',
  '/FeedbackClip': 'feedback-clip',
  '/404': 'not-found',
  '/500': 'server-error',
} as const satisfies Readonly<Record<string, PageName>>;

export const LOGIN_ROUTE = '/login';
export const SET_PASSWORD_ROUTE = '/set-password';
export const REGISTER_ROUTE = '/register';
export const CALL_INVITE_ROUTE = '/service/landing';
export const MEETING_ROUTE = '/landing';
export const EMAIL_AUTO_RESPONSE_ROUTE = '/email/autoResponse';
export const LAYOUT_ROUTE = '/layout';
