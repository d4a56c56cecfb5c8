import {
  BrowserLocalDataWiper,
  DomIdleWatch,
  LEADS_TOKENS,
  MESSAGING_TOKENS,
  TOKENS,
  staffAppAdapterModules,
} from '@torque/adapters';
import { Container } from 'inversify';
import type { PublicServices, Services, ShellServices } from '../services/services';
import { lazyPort } from './lazy-port';

/**
 * The one place that knows which adapters implement the domain's ports (with its public half,
 * public-composition-root.ts). Everything below it receives a plain `Services` object, so tests
 * hand in in-memory fakes instead. Loaded on demand: the public lead form never pays for it.
 */
export function createServices(publicServices: PublicServices, shell: ShellServices): Services {
  const container = new Container();
  // The embedded default answers the API on the page's own origin.
  container.load(
    ...staffAppAdapterModules({
      apiBaseUrl: '',
      storage: window.localStorage,
      goTo: (path) => window.location.assign(path),
    }),
  );
  const sessionStore = container.get(TOKENS.SessionStore);
  const leadCache = container.get(TOKENS.LeadCache);
  return {
    ...publicServices,
    deepLinks: shell.deepLinks,
    shellPreferences: shell.shellPreferences,
    sessionStore,
    auth: container.get(TOKENS.AuthGateway),
    leads: container.get(TOKENS.LeadGateway),
    conversations: container.get(TOKENS.ConversationGateway),
    assistants: container.get(TOKENS.AssistantGateway),
    leadCache,
    inboxCache: container.get(TOKENS.InboxCache),
    dealRoom: container.get(MESSAGING_TOKENS.DealRoomGateway),
    dealRoomInvitations: container.get(MESSAGING_TOKENS.DealRoomInvitationGateway),
    bookingLinks: container.get(MESSAGING_TOKENS.BookingLinkGateway),
    emailAutoResponse: container.get(MESSAGING_TOKENS.EmailAutoResponseGateway),
    unreadResponses: container.get(MESSAGING_TOKENS.UnreadResponseOutbox),
    localData: new BrowserLocalDataWiper({
      sessionStore,
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      leadCache,
    }),
    page: { reload: () => window.location.reload() },
    idleWatch: new DomIdleWatch(window),
    realtime: container.get(TOKENS.RealtimeFeed),
    leadLists: container.get(LEADS_TOKENS.LeadListGateway),
    leadFlags: container.get(LEADS_TOKENS.LeadFlagsGateway),
    dtDialog: container.get(LEADS_TOKENS.DtDialogGateway),
    leadWorkflow: container.get(LEADS_TOKENS.LeadWorkflowGateway),
    conversationStarter: container.get(LEADS_TOKENS.ConversationStarter),
    marks: container.get(LEADS_TOKENS.MarksGateway),
    customers: container.get(LEADS_TOKENS.CustomerGateway),
    vehicleRecords: container.get(LEADS_TOKENS.CustomerGateway),
    unreadCounts: container.get(MESSAGING_TOKENS.UnreadCountsGateway),
    logMode: container.get(MESSAGING_TOKENS.LogModeGateway),
    messageArchive: container.get(MESSAGING_TOKENS.MessageArchive),
    intervention: container.get(MESSAGING_TOKENS.InterventionGateway),
    customTemplates: container.get(MESSAGING_TOKENS.CustomTemplateGateway),
    rejectedInboundEvents: lazyPort(() =>
      import('./admin-composition-root').then(({ createRejectedInboundEventsGateway }) =>
        createRejectedInboundEventsGateway(
          container.get(TOKENS.ApiClient),
          container.get(TOKENS.OnUnauthorized),
        ),
      ),
    ),
    companyTemplates: container.get(MESSAGING_TOKENS.CompanyTemplateGateway),
    bulkConversations: container.get(MESSAGING_TOKENS.BulkConversationGateway),
    plannerSchedules: lazyPort(() =>
      import('./planners-composition-root').then(({ createPlannerScheduleGateway }) =>
        createPlannerScheduleGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    customerStores: lazyPort(() =>
      import('./customers-composition-root').then(({ createCustomerStores }) =>
        createCustomerStores(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    organisation: lazyPort(() =>
      import('./organisation-composition-root').then(({ createOrganisationPorts }) =>
        createOrganisationPorts(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    planners: lazyPort(() =>
      import('./planners-composition-root').then(({ createPlannerGateway }) =>
        createPlannerGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    appointmentBooking: lazyPort(() =>
      import('./appointment-booking-composition-root').then(({ createBookingGateway }) =>
        createBookingGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    appointmentManager: lazyPort(() =>
      import('./appointment-manager-composition-root').then(({ createAppointmentManagerPorts }) =>
        createAppointmentManagerPorts(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    reports: lazyPort(() =>
      import('./reports-composition-root').then(({ createReportsGateway }) =>
        createReportsGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    imports: lazyPort(() =>
      import('./imports-composition-root').then(({ createImportGateway }) =>
        createImportGateway(
          container.get(TOKENS.ApiClient),
          container.get(TOKENS.OnUnauthorized),
          sessionStore,
        ),
      ),
    ),
    mailingLists: lazyPort(() =>
      import('./mailing-lists-composition-root').then(({ createMailingListGateway }) =>
        createMailingListGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    userAdmin: lazyPort(() =>
      import('./user-admin-composition-root').then(({ createUserAdminGateway }) =>
        createUserAdminGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    schedulers: lazyPort(() =>
      import('./schedulers-composition-root').then(({ createSchedulerGateway }) =>
        createSchedulerGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    developer: lazyPort(() =>
      import('./developer-composition-root').then(({ createDeveloperGateway }) =>
        createDeveloperGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    messagingNumbers: lazyPort(() =>
      import('./settings-composition-root').then(({ createMessagingNumbersGateway }) =>
        createMessagingNumbersGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    dataSettings: lazyPort(() =>
      import('./settings-composition-root').then(({ createDataSettingsGateway }) =>
        createDataSettingsGateway(container.get(TOKENS.ApiClient), container.get(TOKENS.OnUnauthorized)),
      ),
    ),
    swimlaneBridge: lazyPort(() =>
      import('./service-board-composition-root').then(({ createSwimlaneBridge }) =>
        createSwimlaneBridge(sessionStore),
      ),
    ),
  };
}
