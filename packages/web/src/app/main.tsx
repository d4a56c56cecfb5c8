import './public.css';
import { bookingLinkTokenOf, chooseRoute } from '@torque/domain';
import { prepareForStrictCsp, readEnvironment, removeStaleServiceWorkers } from './public-composition-root';

/**
 * Start-up. The first page is chosen by the domain's chooseRoute (spec 1 §2) before anything else
 * loads: a lead form (public, never depending on the session) starts on its own, without the router
 * or the staff app, so customers download little (the bundle budget); every other page starts the
 * full router app.
 */
prepareForStrictCsp();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void removeStaleServiceWorkers();
const environment = readEnvironment();
const first = chooseRoute({
  host: environment.host,
  pathname: window.location.pathname,
  search: window.location.search,
  signedIn: false,
  tenantMode: environment.tenantMode,
  storedUrl: environment.storedUrl,
});

// Issue 34: the customer's booking page (/book/<token>) starts on its own too, like the lead form.
const bookingToken = bookingLinkTokenOf(window.location.pathname);

if (bookingToken !== null) {
  void import('./booking-link-entry').then((entry) => entry.startBookingLink(container, bookingToken));
} else if (first.kind === 'render' && first.page.name === 'lead-submission') {
  const { make } = first.page;
  void import('./lead-form-entry').then((entry) => entry.startLeadForm(container, environment, make));
} else {
  void import('./app-entry').then((entry) => entry.startApp(container, environment));
}
