import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { LEAD_FORM_MAKES, leadFormFor, visibleLeadForms } from '../forms/lead-form-makes.js';
import { arbUserSession } from '../testing/arb-records.js';
import { propertyConfig } from '../testing/fc-config.js';
import {
  deepLinkToStore,
  destinationAfterLogin,
  isSafeReturnPath,
  returnPathAfterLogin,
} from './deep-link.rules.js';
import { chooseRoute } from './route-choice.rules.js';
import { isStaffPage } from './route-page.js';
import { TENANT_MODES } from '../catalog/tenant-mode.js';

const STAFF_PATHS = [
  '/',
  '/leadmanager',
  '/leadmanager/globalinbox',
  '/leadmanager/globalinbox0',
  '/leadmanager/max-response-time',
  '/layout',
  '/CompanyMasterList',
  '/servicepage',
  '/dashboard',
];
const PUBLIC_PATHS = [
  '/service/landing',
  '/landing',
  '/email/autoResponse',
  '/mailconfirmation',
  '/FeedbackClip',
  '/404',
  '/500',
  '/login',
  '/register',
  ...LEAD_FORM_MAKES.map((make) => leadFormFor(make).route),
];
const arbPathname = () =>
  fc.oneof(
    fc.constantFrom(...STAFF_PATHS, ...PUBLIC_PATHS),
    fc
      .array(fc.string({ unit: fc.constantFrom(...'aZ09-_.~%'), maxLength: 6 }), { maxLength: 3 })
      .map((s) => `/${s.join('/')}`),
    fc.string().map((s) => `/${s}`),
  );
const arbSearch = () =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'servicepage',
          'future_service_interaction_id',
          'screen',
          'custno',
          'customerNo',
          'landingpage',
          'deeplinking',
          'companyId',
          'type',
        ),
        fc.constantFrom('true', 'false', '', '101', 'globalinbox', '//evil.example', 'C-1'),
      ),
      { maxLength: 5 },
    )
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '',
    );
const arbHost = () =>
  fc.constantFrom('app.torque.example', 'lead-submission.dealer.example', 'agent.example', 'localhost');
const arbMode = () => fc.constantFrom(...TENANT_MODES);

describe('route choice (spec 1 §2)', () => {
  it('never shows a logged-out user a staff page, and sends every logged-out redirect to /login', () => {
    fc.assert(
      fc.property(arbHost(), arbPathname(), arbSearch(), arbMode(), (host, pathname, search, tenantMode) => {
        const decision = chooseRoute({ host, pathname, search, signedIn: false, tenantMode });
        return decision.kind === 'render' ? !isStaffPage(decision.page) : decision.to === '/login';
      }),
      propertyConfig(),
    );
  });

  it('routes every visible make form of a tenant mode for a logged-out user, and no hidden one', () => {
    fc.assert(
      fc.property(arbHost(), arbMode(), fc.constantFrom(...LEAD_FORM_MAKES), (host, tenantMode, make) => {
        const visible = visibleLeadForms(tenantMode).some((form) => form.make === make);
        const decision = chooseRoute({
          host,
          pathname: leadFormFor(make).route,
          search: '',
          signedIn: false,
          tenantMode,
        });
        const shown =
          decision.kind === 'render' &&
          decision.page.name === 'lead-submission' &&
          decision.page.make === make;
        return shown === visible;
      }),
      propertyConfig(),
    );
  });

  it('never shows a signed-in user the login or register page', () => {
    fc.assert(
      fc.property(
        arbHost(),
        arbPathname(),
        arbSearch(),
        arbUserSession(),
        (host, pathname, search, session) => {
          const decision = chooseRoute({ host, pathname, search, signedIn: true, session });
          return (
            decision.kind === 'redirect' ||
            (decision.page.name !== 'login' && decision.page.name !== 'register')
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('sends every redirect and Deal room target to a path of this application', () => {
    fc.assert(
      fc.property(
        arbHost(),
        arbPathname(),
        arbSearch(),
        fc.boolean(),
        arbMode(),
        (host, pathname, search, signedIn, tenantMode) => {
          const decision = chooseRoute({ host, pathname, search, signedIn, tenantMode });
          if (decision.kind === 'redirect')
            return (
              isSafeReturnPath(decision.to) &&
              (decision.returnTo === undefined || isSafeReturnPath(decision.returnTo))
            );
          return decision.page.name !== 'deal-room' || isSafeReturnPath(decision.page.target);
        },
      ),
      propertyConfig(),
    );
  });
});

describe('deep links (spec 1 §2)', () => {
  it('returns after login only ever to a path of this application', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), arbUserSession(), (pathname, search, session) => {
        const back = returnPathAfterLogin(pathname, search);
        return (
          isSafeReturnPath(back) && isSafeReturnPath(destinationAfterLogin({ session, returnPath: back }))
        );
      }),
      propertyConfig(),
    );
  });

  it('stores a deep link exactly when the address carries deeplinking, keeping only the five keys', () => {
    fc.assert(
      fc.property(arbSearch(), (search) => {
        const stored = deepLinkToStore(search);
        // The first deeplinking wins, as in URLSearchParams; a blank one is no deep link.
        const first = /[?&]deeplinking=([^&]*)/.exec(search)?.[1];
        const hasFlag = first !== undefined && decodeURIComponent(first).trim() !== '';
        const keys = ['deeplinking', 'companyId', 'officeId', 'divisionId', 'contactId'];
        return (
          (stored !== undefined) === hasFlag &&
          (stored === undefined || Object.keys(stored).every((k) => keys.includes(k)))
        );
      }),
      propertyConfig(),
    );
  });
});
