import { describe, expect, it } from 'vitest';
import { sampleUserSession } from '../testing/samples.js';
import { chooseRoute, type RouteInput } from './route-choice.rules.js';

const HOST = 'app.torque.example';
const out = (pathname: string, search = '', extra: Partial<RouteInput> = {}) =>
  chooseRoute({ host: HOST, pathname, search, signedIn: false, ...extra });
const inn = (pathname: string, search = '', extra: Partial<RouteInput> = {}) =>
  chooseRoute({ host: HOST, pathname, search, signedIn: true, session: sampleUserSession(), ...extra });
const pageOf = (decision: ReturnType<typeof chooseRoute>) =>
  decision.kind === 'render' ? decision.page : undefined;

describe('chooseRoute: public pages (spec 1 §2)', () => {
  it('shows the generic lead form at the root of a lead-submission host', () => {
    expect(out('/', '', { host: 'lead-submission.dealer.example' })).toEqual({
      kind: 'render',
      page: { name: 'lead-submission', make: 'generic' },
    });
    expect(
      pageOf(inn('/', '', { host: 'localhost:5173', storedUrl: 'https://lead-submission.dealer.example/' })),
    ).toEqual({
      name: 'lead-submission',
      make: 'generic',
    });
  });

  it('reads the call invite page parameters', () => {
    expect(
      pageOf(out('/service/landing', '?futureServiceInteractionId=101&userMasterId=42&token=abc')),
    ).toEqual({
      name: 'call-invite',
      params: { futureServiceInteractionId: '101', userMasterId: '42', token: 'abc' },
    });
  });

  it("reads the landingpage=true variant of /landing, type defaulting to 'others'", () => {
    expect(pageOf(out('/landing'))).toEqual({ name: 'meeting' });
    expect(
      pageOf(
        out(
          '/landing',
          '?landingpage=true&companyId=2&officeId=3&divisionId=DIV004&contactId=77&messageId=9&userMasterId=42',
        ),
      ),
    ).toEqual({
      name: 'meeting',
      landing: {
        companyId: '2',
        officeId: '3',
        divisionId: 'DIV004',
        contactId: '77',
        messageId: '9',
        userMasterId: '42',
        type: 'others',
      },
    });
    expect(pageOf(out('/landing', '?landingpage=true&type=sales'))).toEqual({
      name: 'meeting',
      landing: { type: 'sales' },
    });
  });

  it('reads the e-mail auto-response parameters', () => {
    const search =
      '?token=t1&fromAddress=a%40x.example&toAddress=b%40y.example&subject=Re%3A+visit&message=Yes&key=k9';
    expect(pageOf(out('/email/autoResponse', search))).toEqual({
      name: 'email-auto-response',
      params: {
        token: 't1',
        fromAddress: 'a@x.example',
        toAddress: 'b@y.example',
        subject: 'Re: visit',
        message: 'Yes',
        key: 'k9',
      },
    });
  });

  it.each([
    ['/mailconfirmation', 'mail-confirmation'],
    ['/FeedbackClip', 'feedback-clip'],
    ['/404', 'not-found'],
    ['/500', 'server-error'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/lead-submission-subaru', 'lead-submission'],
  ])('lets a logged-out user open %s', (path, name) => {
    expect(pageOf(out(path))?.name).toBe(name);
  });

  it('sends a logged-out user to /login for make forms its tenant mode hides and anything else', () => {
    expect(out('/lead-submission-ford', '', { tenantMode: 'enterprise' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(out('/lead-submission-bergestorm', '', { tenantMode: 'demo' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(pageOf(out('/lead-submission-ford', '', { tenantMode: 'demo' }))?.name).toBe('lead-submission');
    for (const path of ['/', '/leadmanager', '/layout', '/CompanyMasterList', '/anything']) {
      expect(out(path)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });
});

describe('chooseRoute: signed-in users (spec 1 §2)', () => {
  it('redirects /login, /register and / to the landing route of the role', () => {
    expect(inn('/login')).toEqual({ kind: 'redirect', to: '/leadmanager' });
    expect(inn('/register', '', { session: sampleUserSession({ roles: ['SUPER_ADMIN'] }) })).toEqual({
      kind: 'redirect',
      to: '/CompanyMasterList',
    });
    expect(
      inn('/', '', {
        session: sampleUserSession({ roles: ['SUPER_ADMIN'] }),
        landingModes: { superAdminToEnterprise: true },
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/enterprise',
    });
  });

  it('opens the Deal room for servicepage with a future_service_interaction_id', () => {
    expect(
      pageOf(inn('/dashboard', '?servicepage=true&future_service_interaction_id=101&screen=globalinbox')),
    ).toEqual({
      name: 'deal-room',
      futureServiceInteractionId: '101',
      target: '/globalinbox',
    });
    expect(pageOf(inn('/servicepage', '?future_service_interaction_id=101'))).toMatchObject({
      target: '/leadmanager',
    });
    expect(
      pageOf(
        inn('/x', '?servicepage&future_service_interaction_id=101&screen=globalinbox', {
          tenantMode: 'enterprise',
        }),
      ),
    ).toMatchObject({
      name: 'deal-room',
      target: '/leadmanager',
    });
    expect(
      pageOf(inn('/x', '?servicepage=true&future_service_interaction_id=101&screen=//evil.example')),
    ).toMatchObject({
      target: '/leadmanager',
    });
  });

  it('opens the lead manager with servicepage=true, custno or customerNo, and an FSI id or screen', () => {
    expect(pageOf(inn('/leadmanager', '?servicepage=true&customerNo=C-1001&screen=followup'))).toMatchObject({
      name: 'lead-manager',
      servicePage: { customerNo: 'C-1001', screen: 'followup' },
    });
    expect(
      pageOf(inn('/leadmanager', '?servicepage=true&custno=C-1&future_service_interaction_id=101')),
    ).toMatchObject({
      name: 'lead-manager',
      servicePage: { customerNo: 'C-1', futureServiceInteractionId: '101' },
    });
  });

  it('opens the lead manager variants', () => {
    expect(pageOf(inn('/leadmanager/globalinbox0'))).toMatchObject({
      name: 'lead-manager',
      variant: { name: 'global-inbox-zero', searchEndpoint: 'gi0', responseDelayStyling: false },
    });
    expect(pageOf(inn('/leadmanager/max-response-time'))).toMatchObject({
      variant: { showsResponseTime: true },
    });
  });

  it('gives any other address the main application shell', () => {
    expect(pageOf(inn('/CompanyMasterList'))).toEqual({ name: 'app-shell', pathname: '/CompanyMasterList' });
    expect(pageOf(inn('/layout'))).toEqual({ name: 'layout' });
  });
});

describe('chooseRoute: deep links of logged-out users (spec 1 §2)', () => {
  it('sends a deep link to a service interaction to login, and back afterwards', () => {
    expect(out('/dashboard', '?servicepage=true&future_service_interaction_id=101')).toEqual({
      kind: 'redirect',
      to: '/login',
      returnTo: '/dashboard?servicepage=true&future_service_interaction_id=101',
    });
    expect(out('/leadmanager', '?servicepage=true&custno=C-1&screen=followup')).toMatchObject({
      to: '/login',
      returnTo: '/leadmanager?servicepage=true&custno=C-1&screen=followup',
    });
  });
});
