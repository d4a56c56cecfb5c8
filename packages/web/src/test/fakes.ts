import {
  DEFAULT_IDLE_TIMEOUT_MS,
  err,
  ok,
  type AppError,
  type AuthGateway,
  type Credentials,
  type EnterpriseStore,
  type Lead,
  type MessageInstance,
  type Result,
  type UserSession,
} from '@torque/domain';
import { fakeOrganisation } from './fake-organisation';
import {
  InMemoryAssistantGateway,
  InMemoryBulkConversationGateway,
  InMemoryPlannerScheduleGateway,
  InMemorySchedulerGateway,
  InMemoryDeveloperGateway,
  InMemoryPlannerGateway,
  InMemoryAppointmentGateway,
  InMemorySwimlaneBridgeGateway,
  InMemoryUserAdminGateway,
  InMemoryMailingListGateway,
  InMemoryMessagingNumbersGateway,
  InMemorySettingsGateway,
  InMemoryReportsGateway,
  InMemoryImportGateway,
  InMemoryCompanyTemplateGateway,
  InMemoryConversationGateway,
  InMemoryCustomerGateway,
  InMemoryCustomTemplateGateway,
  InMemoryRejectedInboundEventsGateway,
  InMemoryLeadFlagsGateway,
  InMemoryLeadListGateway,
  InMemoryLeadWorkflowGateway,
  InMemoryMarksGateway,
  InMemoryMessageFlows,
  InMemoryRealtimeFeed,
  InMemoryUnreadCountsGateway,
  InMemoryDealRoomGateway,
  InMemoryDealRoomInvitationGateway,
  InMemoryEmailAutoResponseGateway,
  InMemoryInboxCache,
  InMemoryLeadCache,
  InMemoryLeadGateway,
  InMemoryLeadSubmissionGateway,
  InMemorySessionStore,
  InMemoryUnreadResponseOutbox,
  sampleAssistant,
  sampleUserSession,
  type UnreadResponseRecord,
  wholePage,
} from '@torque/domain/testing';
import type { AppEnvironment, Services } from '../services/services';
import {
  FakeLocalDataWiper,
  ManualIdleWatch,
  MemoryDeepLinkStore,
  MemoryShellPreferenceStore,
} from './session-fakes';
import { InMemoryAppointmentManager } from './appointment-manager-fake';

/** What the HTTP adapter answers for wrong credentials (packages/adapters auth.http.ts). */
export const WRONG_CREDENTIALS = 'Invalid e-mail or password.';

/** Sign-in against a fixed list of accounts; counts sign-outs. */
export class FakeAuthGateway implements AuthGateway {
  readonly #accounts = new Map<string, { password: string; session: UserSession }>();
  logouts = 0;
  /** The demo sign-in the login page is offered; none unless a test sets one. */
  demo: Credentials | null = null;

  async demoSignIn(): Promise<Credentials | null> {
    return this.demo;
  }

  addAccount(email: string, password: string, session: UserSession): void {
    this.#accounts.set(email.toLowerCase(), { password, session });
  }

  async login(credentials: Credentials): Promise<Result<UserSession, AppError>> {
    const account = this.#accounts.get(credentials.email.trim().toLowerCase());
    if (!account || account.password !== credentials.password) {
      return err({ code: 'WRONG_CREDENTIALS', message: WRONG_CREDENTIALS, tone: 'danger', status: 401 });
    }
    return ok(account.session);
  }

  async logout(): Promise<Result<void, AppError>> {
    this.logouts += 1;
    return ok(undefined);
  }
}

export type FakeWorld = {
  readonly services: Services;
  readonly leadSubmission: InMemoryLeadSubmissionGateway;
  readonly emailAutoResponse: InMemoryEmailAutoResponseGateway;
  readonly dealRoom: InMemoryDealRoomGateway;
  readonly dealRoomInvitations: InMemoryDealRoomInvitationGateway;
  readonly unreadResponses: InMemoryUnreadResponseOutbox;
  readonly localData: FakeLocalDataWiper;
  readonly idleWatch: ManualIdleWatch;
  readonly deepLinks: MemoryDeepLinkStore;
  readonly shellPreferences: MemoryShellPreferenceStore;
  readonly reloads: { count: number };
  readonly auth: FakeAuthGateway;
  readonly leads: InMemoryLeadGateway;
  readonly conversations: InMemoryConversationGateway;
  readonly assistants: InMemoryAssistantGateway;
  readonly sessionStore: InMemorySessionStore;
  readonly leadCache: InMemoryLeadCache;
  readonly inboxCache: InMemoryInboxCache;
  readonly realtime: InMemoryRealtimeFeed;
  readonly leadLists: InMemoryLeadListGateway;
  readonly leadFlags: InMemoryLeadFlagsGateway;
  readonly leadWorkflow: InMemoryLeadWorkflowGateway;
  readonly marks: InMemoryMarksGateway;
  readonly vehicleRecords: InMemoryCustomerGateway;
  readonly unreadCounts: InMemoryUnreadCountsGateway;
  readonly messageFlows: InMemoryMessageFlows;
  readonly customTemplates: InMemoryCustomTemplateGateway;
  readonly rejectedInboundEvents: InMemoryRejectedInboundEventsGateway;
  readonly companyTemplates: InMemoryCompanyTemplateGateway;
  readonly bulkConversations: InMemoryBulkConversationGateway;
  readonly plannerSchedules: InMemoryPlannerScheduleGateway;
  readonly planners: InMemoryPlannerGateway;
  readonly appointmentBooking: InMemoryAppointmentGateway;
  readonly appointmentManager: InMemoryAppointmentManager;
  readonly swimlaneBridge: InMemorySwimlaneBridgeGateway;
  readonly reports: InMemoryReportsGateway;
  readonly imports: InMemoryImportGateway;
  readonly mailingLists: InMemoryMailingListGateway;
  readonly userAdmin: InMemoryUserAdminGateway;
  readonly schedulers: InMemorySchedulerGateway;
  readonly developer: InMemoryDeveloperGateway;
  readonly messagingNumbers: InMemoryMessagingNumbersGateway;
  readonly dataSettings: InMemorySettingsGateway;
};

type WorldOptions = {
  readonly leads?: readonly Lead[];
  readonly messages?: readonly MessageInstance[];
  /** The signed-in session; `null` for signed out. Default: a SALES_REP. */
  readonly session?: UserSession | null;
  /** Give every lead's store the Service assistant (default true). */
  readonly withAssistant?: boolean;
  readonly environment?: Partial<AppEnvironment>;
  readonly unreadResponses?: readonly UnreadResponseRecord[];
  /** The stores the customers screen's picker lists. */
  readonly stores?: readonly EnterpriseStore[];
};

export const TEST_ENVIRONMENT: AppEnvironment = {
  host: 'app.torque.example',
  storedUrl: null,
  tenantMode: 'standard',
  landingModes: {},
  deploymentVariant: 'unknown',
  idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
};

/** In-memory ports wired like the real ones, for component tests. */
export function createFakeWorld(options: WorldOptions = {}): FakeWorld {
  const auth = new FakeAuthGateway();
  const leads = new InMemoryLeadGateway(options.leads ?? []);
  const conversations = new InMemoryConversationGateway({ leads, messages: options.messages ?? [] });
  const assistants = new InMemoryAssistantGateway();
  const session = options.session === undefined ? sampleUserSession() : options.session;
  const sessionStore = new InMemorySessionStore(session ?? undefined);
  const leadCache = new InMemoryLeadCache();
  const inboxCache = new InMemoryInboxCache();
  if (options.withAssistant ?? true) {
    for (const lead of options.leads ?? []) {
      assistants.set({ bocId: lead.bocMaster.id, storeId: lead.storeMaster.id, divisionId: 'DIV004' }, [
        sampleAssistant(),
      ]);
    }
  }
  const leadSubmission = new InMemoryLeadSubmissionGateway();
  const emailAutoResponse = new InMemoryEmailAutoResponseGateway();
  const dealRoom = new InMemoryDealRoomGateway({ leads, conversations, assistants });
  const dealRoomInvitations = new InMemoryDealRoomInvitationGateway();
  const unreadResponses = new InMemoryUnreadResponseOutbox(conversations, options.unreadResponses ?? []);
  const localData = new FakeLocalDataWiper(sessionStore, leadCache);
  const idleWatch = new ManualIdleWatch();
  const deepLinks = new MemoryDeepLinkStore();
  const shellPreferences = new MemoryShellPreferenceStore();
  const reloads = { count: 0 };
  const realtime = new InMemoryRealtimeFeed();
  const leadLists = new InMemoryLeadListGateway();
  const leadFlags = new InMemoryLeadFlagsGateway(leads);
  const leadWorkflow = new InMemoryLeadWorkflowGateway(leads);
  const marks = new InMemoryMarksGateway(leads);
  const vehicleRecords = new InMemoryCustomerGateway({ leads });
  const unreadCounts = new InMemoryUnreadCountsGateway(leads);
  const messageFlows = new InMemoryMessageFlows(conversations, leads);
  const customTemplates = new InMemoryCustomTemplateGateway(leads);
  const rejectedInboundEvents = new InMemoryRejectedInboundEventsGateway();
  const companyTemplates = new InMemoryCompanyTemplateGateway(leads);
  const bulkConversations = new InMemoryBulkConversationGateway();
  const plannerSchedules = new InMemoryPlannerScheduleGateway();
  const planners = new InMemoryPlannerGateway();
  const appointmentBooking = new InMemoryAppointmentGateway();
  const appointmentManager = new InMemoryAppointmentManager();
  const swimlaneBridge = new InMemorySwimlaneBridgeGateway();
  const reports = new InMemoryReportsGateway();
  const imports = new InMemoryImportGateway();
  const mailingLists = new InMemoryMailingListGateway();
  const userAdmin = new InMemoryUserAdminGateway();
  const schedulers = new InMemorySchedulerGateway();
  const developer = new InMemoryDeveloperGateway();
  const messagingNumbers = new InMemoryMessagingNumbersGateway();
  const dataSettings = new InMemorySettingsGateway();
  const services: Services = {
    environment: { ...TEST_ENVIRONMENT, ...options.environment },
    deepLinks,
    shellPreferences,
    leadSubmission,
    auth,
    leads,
    conversations,
    assistants,
    sessionStore,
    leadCache,
    inboxCache,
    dealRoom,
    dealRoomInvitations,
    // Issue 34: no booking link until a test gives one.
    bookingLinks: {
      current: () => Promise.resolve({ ok: true as const, value: { url: null, expiresAt: null } }),
      revoke: () => Promise.resolve({ ok: true as const, value: undefined }),
    },
    emailAutoResponse,
    unreadResponses,
    localData,
    page: { reload: () => void (reloads.count += 1) },
    idleWatch,
    realtime,
    leadLists,
    leadFlags,
    dtDialog: leadFlags,
    leadWorkflow,
    conversationStarter: leadWorkflow,
    marks,
    customers: vehicleRecords,
    vehicleRecords,
    customerStores: { enterpriseStores: async () => ok(wholePage(options.stores ?? [])) },
    organisation: fakeOrganisation(),
    unreadCounts,
    logMode: messageFlows,
    messageArchive: messageFlows,
    intervention: messageFlows,
    customTemplates,
    rejectedInboundEvents,
    companyTemplates,
    bulkConversations,
    plannerSchedules,
    planners,
    appointmentBooking,
    appointmentManager,
    swimlaneBridge,
    reports,
    imports,
    mailingLists,
    userAdmin,
    schedulers,
    developer,
    messagingNumbers,
    dataSettings,
  };
  return {
    services,
    leadSubmission,
    emailAutoResponse,
    dealRoom,
    dealRoomInvitations,
    unreadResponses,
    localData,
    idleWatch,
    deepLinks,
    shellPreferences,
    reloads,
    auth,
    leads,
    conversations,
    assistants,
    sessionStore,
    leadCache,
    inboxCache,
    realtime,
    leadLists,
    leadFlags,
    leadWorkflow,
    marks,
    vehicleRecords,
    unreadCounts,
    messageFlows,
    customTemplates,
    rejectedInboundEvents,
    companyTemplates,
    bulkConversations,
    plannerSchedules,
    planners,
    appointmentBooking,
    appointmentManager,
    swimlaneBridge,
    reports,
    imports,
    mailingLists,
    userAdmin,
    schedulers,
    developer,
    messagingNumbers,
    dataSettings,
  };
}
