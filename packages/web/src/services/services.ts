import type {
  AppointmentGateway,
  AppointmentReminderGateway,
  AssistantGateway,
  AuthGateway,
  BulkConversationGateway,
  PlannerScheduleGateway,
  MailingListGateway,
  PlannerGateway,
  CompanyTemplateGateway,
  ConversationGateway,
  ConversationStarter,
  CustomerGateway,
  CustomTemplateGateway,
  DtDialogGateway,
  DealRoomGateway,
  DealRoomInvitationGateway,
  BookingLinkGateway,
  DeepLinkStore,
  DeploymentVariantOrUnknown,
  EmailAutoResponseGateway,
  IdleWatch,
  ImportGateway,
  InboxCache,
  InterventionGateway,
  LandingModes,
  LeadCache,
  LeadFlagsGateway,
  LeadGateway,
  LeadListGateway,
  LeadWorkflowGateway,
  LogModeGateway,
  MarksGateway,
  MessagingNumbersGateway,
  SettingsGateway,
  StoresGateway,
  MessageArchive,
  LeadSubmissionGateway,
  LocalDataWiper,
  PageReloader,
  RejectedInboundEventsGateway,
  RealtimeFeed,
  ReportsGateway,
  SessionStore,
  ShellPreferenceStore,
  SwimlaneBridgeGateway,
  SchedulerGateway,
  DeveloperGateway,
  TenantMode,
  UnreadCountsGateway,
  UnreadResponseOutbox,
  UserAdminGateway,
} from '@torque/domain';
import type { OrganisationAdminGateway } from '@torque/domain';

/** What the installation and the address tell the app before anyone signs in (spec 1 §1, §2). */
export type AppEnvironment = {
  /** The page's host name (with port), for the lead-submission marker and the deployment variant. */
  readonly host: string;
  /** Spec 1 §1: the stored url value, read when the host name says nothing. */
  readonly storedUrl: string | null;
  readonly tenantMode: TenantMode;
  readonly landingModes: LandingModes;
  readonly deploymentVariant: DeploymentVariantOrUnknown;
  /** Idle sign-out after this long without input (see the domain's idleTimeoutMs). */
  readonly idleTimeoutMs: number;
};

/**
 * What every page may use, the public lead form included; small on purpose, because the lead form
 * loads only this (the bundle budget).
 */
export type PublicServices = {
  readonly environment: AppEnvironment;
  readonly leadSubmission: LeadSubmissionGateway;
};

/** What the router app needs before anything else: the stored session and deep links. */
export type ShellServices = {
  readonly sessionStore: SessionStore;
  readonly deepLinks: DeepLinkStore;
  /** Device preferences of the staff shell (the collapsed sidebar). */
  readonly shellPreferences: ShellPreferenceStore;
};

/** Everything the screens may talk to: the domain's ports, nothing concrete. */
export type Services = PublicServices &
  ShellServices & {
    readonly auth: AuthGateway;
    readonly leads: LeadGateway;
    readonly conversations: ConversationGateway;
    readonly assistants: AssistantGateway;
    readonly leadCache: LeadCache;
    /** A list's first page as last seen, shown before the network answers (spec 1 §3 inbox cache). */
    readonly inboxCache: InboxCache;
    readonly dealRoom: DealRoomGateway;
    /** Staff's side of the deal room: mint, see and revoke a lead's customer link. */
    readonly dealRoomInvitations: DealRoomInvitationGateway;
    /** Issue 34: a lead's booking link, to see and revoke. */
    readonly bookingLinks: BookingLinkGateway;
    readonly emailAutoResponse: EmailAutoResponseGateway;
    readonly unreadResponses: UnreadResponseOutbox;
    readonly localData: LocalDataWiper;
    readonly page: PageReloader;
    readonly idleWatch: IdleWatch;
    /** Spec 1 §4: the server's real-time events (SSE), drained through the domain's queue. */
    readonly realtime: RealtimeFeed;
    readonly leadLists: LeadListGateway;
    readonly leadFlags: LeadFlagsGateway;
    readonly dtDialog: DtDialogGateway;
    readonly leadWorkflow: LeadWorkflowGateway;
    readonly conversationStarter: ConversationStarter;
    readonly marks: MarksGateway;
    /** Customers, their vehicles and the DMS lookups (the conversation's customer panel). */
    readonly customers: CustomerGateway;
    /** The vehicle record (mileage picked from a text) and the vehicle's mileage history. */
    readonly vehicleRecords: Pick<CustomerGateway, 'updateVehicleRecord' | 'virtualServiceRecords'>;
    /** The stores the customers screen's picker offers (loaded with that screen). */
    readonly customerStores: Pick<StoresGateway, 'enterpriseStores'>;
    /** The company master list and /enterprise (issue 20), loaded with those screens. */
    readonly organisation: OrganisationPorts;
    readonly unreadCounts: UnreadCountsGateway;
    readonly logMode: LogModeGateway;
    readonly messageArchive: MessageArchive;
    readonly intervention: InterventionGateway;
    readonly customTemplates: CustomTemplateGateway;
    /** The carrier events the server kept aside (super user's administration area). */
    readonly rejectedInboundEvents: RejectedInboundEventsGateway;
    /** Company templates (the picker's Company tab) and the bulk conversation report. */
    readonly companyTemplates: CompanyTemplateGateway;
    readonly bulkConversations: BulkConversationGateway;
    /** A store's nightly planner schedule and run history (issue 15). */
    readonly plannerSchedules: PlannerScheduleGateway;
    /** The predictive planners, their transfer and the bulk start confirmation (issue 15). */
    readonly planners: PlannerGateway;
    /** Booking a slot from a conversation: the store's services, free slots and the booking (issue 16). */
    readonly appointmentBooking: Pick<
      AppointmentGateway,
      | 'manualAppointmentServices'
      | 'availability'
      | 'book'
      | 'previewConfirmation'
      | 'search'
      | 'cancel'
      | 'previewCancellation'
      | 'previewReschedule'
      | 'reschedule'
    >;
    /** The appointment manager and appointment search (issue 16): searches, statuses, reminders. */
    readonly appointmentManager: AppointmentManagerPorts;
    /** Every report of the reports screen (issue 18), loaded with that screen. */
    readonly reports: ReportsGateway;
    /** Lead files, their progress and failed rows, and the data-sync files (issue 19), loaded with /imports. */
    readonly imports: ImportGateway;
    /** Mailing lists and their entries, loaded with that screen (issue 19). */
    readonly mailingLists: MailingListGateway;
    /** Users, invitations, blocking and the admin log (issue 20), loaded with /user-management. */
    readonly userAdmin: UserAdminGateway;
    /** Messaging numbers: search, buy for a store, provider settings, chat credentials (issue 20). */
    readonly messagingNumbers: MessagingNumbersGateway;
    /** The data tabs of /settings: planner mapping, data source, sync, DMS view, dealer vault (issue 20). */
    readonly dataSettings: DataSettingsPorts;
    /** The service-order board's own host (no token): stores, advisors, lanes (issue 16). */
    readonly swimlaneBridge: SwimlaneBridgeGateway;
    /** The schedulers settings tab and each scheduler's runs (issue 20), loaded with that tab. */
    readonly schedulers: SchedulerGateway;
    /** The developer area's files, preview, validate, dry-run execute and log (issue 20). */
    readonly developer: DeveloperGateway;
  };

/** What the data tabs of /settings call. */
export type DataSettingsPorts = Pick<
  SettingsGateway,
  | 'serviceInteractionMappings'
  | 'saveServiceInteractionMapping'
  | 'datasourceConfiguration'
  | 'saveDatasourceConfiguration'
  | 'syncHistory'
  | 'runSync'
  | 'dmsView'
  | 'dealerVaultDeliveries'
  | 'reviewLink'
  | 'saveReviewLink'
>;

/** What the appointment manager screens call: the appointment searches and statuses, the reminder. */
export type AppointmentManagerPorts = Pick<AppointmentGateway, 'search' | 'setStatus'> &
  AppointmentReminderGateway;

/** The public services at once, the rest loaded when a page needs them (staff code is split out). */
export type AppServices = {
  readonly publicServices: PublicServices;
  readonly loadServices: () => Promise<Services>;
};

/** What the company master list and /enterprise call (issue 20): lists, logo, tenants, creates and edits. */
export type OrganisationPorts = Pick<
  StoresGateway,
  'enterprises' | 'updateEnterprise' | 'bocs' | 'brandTimezones'
> &
  Pick<SettingsGateway, 'logo' | 'saveLogo' | 'tenants' | 'aivaFileNames' | 'setTenantAivaFile'> &
  OrganisationAdminGateway;
