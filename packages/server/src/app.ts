import {
  systemClock,
  type Clock,
  type DeploymentVariantOrUnknown,
  type ReplyClassifier,
} from '@torque/domain';
import { adminOperationChecks } from './admin/admin-operation-checks.js';
import { runHeldReplySender } from './messaging/held-reply-sender.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { assistantHandlers } from './assistants/assistant.routes.js';
import { authHandlers } from './auth/auth.routes.js';
import { catalogueCallHandlers } from './catalogue-calls.routes.js';
import { AuthService } from './auth/auth.service.js';
import { authenticateHook, decoratePrincipal } from './auth/authenticate.hook.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import type { CarrierFactory } from './carriers/carrier.port.js';
import { DatabaseLoopbackLedger } from './carriers/loopback/ledger.repository.js';
import { LoopbackCarrier } from './carriers/loopback/carrier.js';
import { LoopbackMailer, type Mailer } from './carriers/mailer.port.js';
import { DEV_WEBHOOK_SECRETS, type WebhookSecrets } from './config/carrier-settings.js';
import { fastifyTrustProxy, type TrustProxy } from './config/startup-settings.js';
import { openapiDocumentPath } from './config/package-paths.js';
import type { Database } from './db/database.js';
import { newEmailResponseSecret } from './config/email-response-secret.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loadOpenapiDocument } from './http/openapi-document.js';
import { registerOpenapiRoutes } from './http/openapi-routes.js';
import { requestLogFields } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { contractValidatorCompiler, formatSchemaErrors } from './http/request-validation.js';
import { serializeResponsesOnFirstUse } from './http/response-serialization.js';
import { apiPathTest, registerWebApp } from './http/web-app.js';
import { LeadService } from './leads/lead.service.js';
import { leadHandlers } from './leads/lead.routes.js';
import { leadActionHandlers } from './leads/lead-actions.routes.js';
import { swimlaneLeadListHandlers } from './leads/swimlane-lead-list.routes.js';
import { customerHandlers } from './customers/customer.routes.js';
import { enterpriseStoreHandlers } from './stores/enterprise-stores.routes.js';
import { conversationStartHandlers } from './leads/conversation-start.routes.js';
import { ConversationStartService } from './leads/conversation-start.service.js';
import { LeadFlagsService } from './leads/lead-flags.service.js';
import { LeadWorkflowService } from './leads/lead-workflow.service.js';
import { MarksService } from './leads/marks.service.js';
import { possibleOptOutHandlers } from './leads/possible-opt-out.routes.js';
import { PossibleOptOutService } from './leads/possible-opt-out.service.js';
import { stagesHandlers } from './leads/stages.routes.js';
import { mailingListHandlers } from './mailing-lists/mailing-list.routes.js';
import { MailingListService } from './mailing-lists/mailing-list.service.js';
import { MailingListBulkService } from './mailing-lists/mailing-list-bulk.service.js';
import { ListTextService } from './mailing-lists/list-text.service.js';
import { messageOptionHandlers } from './messaging/message-options.routes.js';
import { MessageOptionsService } from './messaging/message-options.service.js';
import { UnreadCountsService } from './messaging/unread-counts.service.js';
import type { ServedHandlers } from './http/contract.js';
import { recordServedOperations } from './http/served-operations.js';
import { registerApiDocs } from './http/api-docs.js';
import { ConversationCache } from './messaging/conversation-cache.js';
import { ConversationChangeListener } from './messaging/conversation-change-listener.js';
import { ConversationService } from './messaging/conversation.service.js';
import { DeliveryReportService } from './messaging/delivery-report.service.js';
import { LogModeService } from './messaging/log-mode.service.js';
import { messagingHandlers } from './messaging/messaging.routes.js';
import { SendMessageService } from './messaging/send-message.service.js';
import { InboundMessageService } from './inbound/inbound-message.service.js';
import { defaultReplyClassifier } from './inbound/trained-reply-classifier.js';
import { replyClassifierOf } from './inbound/chat-completions-reply-classifier.js';
import type { ChatCompletionsSettings } from './config/reply-classifier-settings.js';
import { rejectedInboundEventHandlers } from './inbound/rejected-inbound-events.routes.js';
import { OutboxWorker } from './outbox/outbox-worker.js';
import type { OutboxTiming } from './outbox/outbox-timing.js';
import { registerSimulator, registerSimulatorGone } from './simulator/simulator.routes.js';
import { CarrierWebhookService } from './webhooks/carrier-webhook.service.js';
import { bandwidthCredentialsGuard } from './carriers/bandwidth/webhook.js';
import { twilioSignatureGuard } from './carriers/twilio/webhook.js';
import { webhookHandlers } from './webhooks/webhook.routes.js';
import { createEventBus } from './realtime/create-event-bus.js';
import { DEFAULT_STREAM_LIMITS, type EventStreamLimits } from './realtime/event-stream.js';
import { EventStreams } from './realtime/event-streams.js';
import { SessionEndListener } from './realtime/session-end-listener.js';
import { RealtimeEventRepository } from './realtime/realtime-event.repository.js';
import { realtimeHandlers } from './realtime/realtime.routes.js';
import { publicHandlers } from './public/public.routes.js';
import { BookingLinks } from './booking-links/booking-links.js';
import { bookingLinkHandlers } from './booking-links/booking-link.routes.js';
import { dealRoomInvitationHandlers } from './deal-room/deal-room-invitation.routes.js';
import { DealRoomInvitationService } from './deal-room/deal-room-invitation.service.js';
import { CompanyTemplateService } from './templates/company-template.service.js';
import { companyTemplateHandlers } from './templates/company-template.routes.js';
import { CustomTemplateService } from './templates/custom-template.service.js';
import { customTemplateHandlers } from './templates/custom-template.routes.js';
import { registerUploadParsing, uploadHandlers } from './uploads/upload.routes.js';
import { UploadService } from './uploads/upload.service.js';
import { plannerHandlers } from './planners/planner-handlers.js';
import { bookingHandlers } from './appointments/booking/booking.routes.js';
import { appointmentManagerHandlers } from './appointments/manager/appointment-manager-handlers.js';
import { nightlyPlanners } from './planners/nightly/nightly-planners.js';
import { UploadStorage } from './uploads/upload-storage.js';
import { serviceBoardHandlers } from './service-board/service-board-handlers.js';
import { appointmentReportHandlers } from './reports/appointments/appointment-report-handlers.js';
import type { DmsSettings } from './config/dms-settings.js';
import { reportHandlers } from './reports/report-handlers.js';
import { leadImportHandlers } from './imports/lead-import.routes.js';
import { dataSyncHandlers } from './imports/data-sync.routes.js';
import { userAdminHandlers } from './users/user-admin.routes.js';
import { schedulerHandlers } from './schedulers/schedulers.js';
import { developerHandlers } from './developer/developer.routes.js';
import { organisationHandlers } from './organisation/organisation-handlers.js';
import { messagingNumberHandlers } from './messaging-numbers/messaging-numbers.routes.js';
import { dataSettingsHandlers } from './data-settings/data-settings.routes.js';
import { reviewLinkHandlers } from './visit-survey/review-link.service.js';
import type { NumberProvider } from './carriers/number-provider.port.js';
import { SimulatedNumberProvider } from './carriers/simulated-number-provider.js';

export type AppOptions = {
  readonly db: Database;
  /** The built web app to serve; omitted or missing means API only. */
  readonly webDist?: string | undefined;
  /** false (default) is silent; true logs at info; or a level name. Logs go to stderr. */
  readonly logger?: boolean | string;
  /** Defaults to the repository's openapi/openapi.yaml. */
  readonly openapiPath?: string;
  /** Defaults to the loopback carrier, which keeps its record in the database. */
  readonly carrier?: CarrierFactory;
  /** Defaults to the loopback mailer. */
  readonly mailer?: Mailer;
  /** Secrets the carrier webhooks check; the development ones of the embedded setup by default. */
  readonly webhookSecrets?: WebhookSecrets;
  /** The customer-phone simulator (/simulator); on by default with the default (loopback) carrier. */
  readonly simulator?: boolean;
  /** Whether the login page may offer the demo sign-in: only when this installation has the demo data. */
  readonly demoSignIns?: boolean;
  /** Outbox worker timing (poll, lease, backoff); defaults suit production. */
  readonly outboxTiming?: Partial<OutboxTiming>;
  /**
   * This server is the only one on its database (main.ts: the embedded one): texts a crashed
   * process left in flight are taken over at start, not after the outbox lease.
   */
  readonly soleInstance?: boolean;
  readonly clock?: Clock;
  /** Event-stream limits (heartbeat, how far behind a client may fall); defaults suit production. */
  readonly streamLimits?: Partial<EventStreamLimits>;
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY); none by default. */
  readonly trustProxy?: TrustProxy;
  /**
   * Signs e-mail auto-response links (main.ts: EMAIL_RESPONSE_SECRET or the one in DATA_DIR). Omitted,
   * a random one for this process: safe, but its links die with it.
   */
  readonly emailResponseSecret?: string;
  /** Where customers reach the app (booking links in texts, issue 34); '' puts a path in the text. */
  readonly publicUrl?: string;
  /** Public booking page calls per minute per client address (BOOKING_LINK_RATE_LIMIT by default). */
  readonly bookingLinkCallsPerMinute?: number;
  /** Where conversation files are kept (main.ts: DATA_DIR/uploads); a private temporary folder if omitted. */
  readonly uploadsDir?: string;
  /** The dealer management system and its repair-order feed (DMS_URL, or the simulated one); no feed when omitted. */
  readonly dms?: DmsSettings;
  /** Reads customers' replies into classification codes; the trained offline classifier when omitted. */
  readonly replyClassifier?: ReplyClassifier;
  /** A language model that reads replies first (main.ts: TORQUE_CLASSIFIER_URL…); the offline classifier only when omitted. */
  readonly replyModel?: ChatCompletionsSettings | null;
  /** The deployment variant (spec 1 §1; main.ts: TORQUE_VARIANT_URL), which some classification codes follow. */
  readonly deploymentVariant?: DeploymentVariantOrUnknown;
  /** Where messaging numbers are searched and bought (main.ts: the configured carrier's); simulated when omitted. */
  readonly numberProvider?: NumberProvider;
  /**
   * A separate swimlane bridge host's secret (main.ts: SWIMLANE_BRIDGE_SECRET), which the bridge reads
   * take as a bearer token; omitted, they answer signed-in staff only.
   */
  readonly swimlaneBridgeSecret?: string | undefined;
};

/** Headers and fields that must never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'res.body.authToken',
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logger === true ? 'info' : options.logger,
          redact: REDACTED,
          serializers: { req: requestLogFields },
          stream: process.stderr,
        }
      : false,
    schemaErrorFormatter: formatSchemaErrors,
    // Seeded bodies are small; a generous cap still stops accidental uploads.
    bodyLimit: 1024 * 1024,
    // request.protocol, .host and .ip read X-Forwarded-* only from these proxies.
    trustProxy: fastifyTrustProxy(options.trustProxy),
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  serializeResponsesOnFirstUse(app);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  decoratePrincipal(app);

  const deliveryReports = new DeliveryReportService(db, clock);
  const createCarrier: CarrierFactory =
    options.carrier ??
    ((onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport, ledger: new DatabaseLoopbackLedger(db) }));
  // The promise tells the loopback carrier whether the report was taken (else it stays owed).
  const carrier = createCarrier((report) =>
    deliveryReports.apply(report).catch((err: unknown) => {
      app.log.error({ err }, 'delivery report not applied');
      throw err;
    }),
  );
  app.addHook('onClose', async () => carrier.close());

  const auth = new AuthService(db, clock);
  const bus = createEventBus(db, (err) => app.log.error({ err }, 'realtime events not read'));
  const streams = new EventStreams({
    bus,
    events: new RealtimeEventRepository(db),
    isSignedIn: (principal) => auth.isActive(principal),
    limits: { ...DEFAULT_STREAM_LIMITS, ...options.streamLimits },
    onError: (err) => app.log.error({ err }, 'event stream failed'),
  });
  // Signing out ends that session's event streams at once: on this instance directly, on every
  // instance (this one included) through the database's notification.
  auth.onSignedOut((tokenHash) => streams.endSession(tokenHash));
  const signOuts = new SessionEndListener(
    db,
    (tokenHash) => {
      auth.forget(tokenHash);
      streams.endSession(tokenHash);
    },
    (err) => app.log.error({ err }, 'sign-outs of other instances not heard'),
  );
  app.addHook('onReady', async () => signOuts.start());
  app.addHook('onClose', async () => signOuts.stop());
  // Open streams never end by themselves: end them first, so closing the server does not wait on them.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => bus.close());
  const outbox = new OutboxWorker({
    db,
    carrier,
    mailer: options.mailer ?? new LoopbackMailer(),
    clock,
    timing: options.outboxTiming ?? {},
    soleInstance: options.soleInstance ?? false,
    onError: (err) => app.log.error({ err }, 'outbox send failed'),
  });
  // The worker starts with the server and stops before the carrier and the database close.
  app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', async () => outbox.stop());
  runHeldReplySender(app, { db, outbox, clock });
  // Conversation histories kept in memory; the database's notices forget changed ones (migration 052).
  const conversationCache = new ConversationCache();
  const conversationChanges = new ConversationChangeListener(db, conversationCache, (err) =>
    app.log.error({ err }, 'conversation changes not heard: history read from the database'),
  );
  app.addHook('onReady', async () => conversationChanges.start());
  app.addHook('onClose', async () => conversationChanges.stop());
  const leads = new LeadService(db, clock);
  // Booking links are signed with their own secret unless the installation gives one (issue 34).
  const bookingLinks = new BookingLinks(
    options.emailResponseSecret ?? newEmailResponseSecret(),
    options.publicUrl ?? '',
  );
  const inbound = new InboundMessageService(
    db,
    outbox,
    {
      classifier:
        options.replyClassifier ??
        replyClassifierOf(options.replyModel ?? null, defaultReplyClassifier(), (message) =>
          app.log.warn(message),
        ),
      variant: options.deploymentVariant ?? 'unknown',
    },
    clock,
    bookingLinks,
  );
  const secrets = options.webhookSecrets ?? DEV_WEBHOOK_SECRETS;
  const document = loadOpenapiDocument(options.openapiPath ?? openapiDocumentPath());
  const handlers: ServedHandlers = {
    ...authHandlers(auth, new SignInThrottle(db, clock), options.demoSignIns ?? false),
    ...leadHandlers(leads),
    ...swimlaneLeadListHandlers(leads),
    ...customerHandlers(db, { clock }),
    ...enterpriseStoreHandlers(db),
    ...conversationStartHandlers(new ConversationStartService(db, leads, outbox, clock, bookingLinks)),
    ...messagingHandlers(
      new ConversationService(db, clock, conversationCache),
      new SendMessageService(db, outbox, clock),
      new LogModeService(db, clock),
    ),
    ...assistantHandlers(db),
    ...realtimeHandlers(streams),
    ...webhookHandlers(new CarrierWebhookService(db, inbound, deliveryReports, clock)),
    ...rejectedInboundEventHandlers(db),
    ...leadActionHandlers(
      new LeadFlagsService(db, clock, outbox),
      new LeadWorkflowService(db, outbox, clock),
      new MarksService(db, clock),
    ),
    ...possibleOptOutHandlers(new PossibleOptOutService(db, outbox, clock)),
    ...messageOptionHandlers(new MessageOptionsService(db), new UnreadCountsService(db)),
    ...mailingListHandlers(
      new MailingListService(db),
      new MailingListBulkService(db),
      new ListTextService(db, outbox, clock, bookingLinks),
    ),
    ...stagesHandlers(db, clock),
    ...publicHandlers({
      app,
      db,
      outbox,
      clock,
      emailResponseSecret: options.emailResponseSecret ?? newEmailResponseSecret(),
    }),
    ...bookingLinkHandlers({
      app,
      db,
      links: bookingLinks,
      outbox,
      clock,
      perMinute: options.bookingLinkCallsPerMinute,
    }),
    ...dealRoomInvitationHandlers(new DealRoomInvitationService(db, clock)),
    ...customTemplateHandlers(new CustomTemplateService(db, bookingLinks, clock)),
    ...companyTemplateHandlers(new CompanyTemplateService(db)),
    ...uploadHandlers(new UploadService(db, new UploadStorage(options.uploadsDir))),
    ...catalogueCallHandlers(db, clock),
    ...plannerHandlers(db, clock),
    ...appointmentManagerHandlers(db, outbox, clock, bookingLinks),
    ...nightlyPlanners(app, { db, leads, outbox, clock, bookingLinks }),
    ...bookingHandlers(db, clock, outbox),
    ...serviceBoardHandlers({ app, db, outbox, clock, dms: options.dms }),
    ...appointmentReportHandlers(db, clock),
    ...reportHandlers(db, clock),
    ...leadImportHandlers({ app, db, clock, uploadsDir: options.uploadsDir }),
    ...dataSyncHandlers({ app, db, clock }),
    ...userAdminHandlers({ db, clock, onSessionsEnded: (hashes) => hashes.forEach((h) => auth.forget(h)) }),
    ...schedulerHandlers({ app, db, outbox, clock, dms: options.dms, bookingLinks }),
    ...developerHandlers(db, clock),
    ...organisationHandlers(db, clock),
    ...dataSettingsHandlers({ db, outbox, clock, dms: options.dms }),
    ...reviewLinkHandlers(db, clock),
    ...messagingNumberHandlers({
      db,
      clock,
      provider: options.numberProvider ?? new SimulatedNumberProvider(),
    }),
  };
  recordServedOperations(app, Object.keys(handlers));
  await registerApiDocs(app, document.specification);
  await registerUploadParsing(app);
  await registerOpenapiRoutes(
    app,
    document,
    handlers,
    (queryToken, bridgeSecret) =>
      authenticateHook(auth, queryToken, bridgeSecret ? options.swimlaneBridgeSecret : undefined),
    {
      receiveTwilioSms: twilioSignatureGuard(secrets),
      receiveTwilioStatus: twilioSignatureGuard(secrets),
      receiveBandwidthEvents: bandwidthCredentialsGuard(secrets),
    },
    adminOperationChecks(),
  );
  if (options.simulator ?? options.carrier === undefined)
    await registerSimulator(app, {
      db,
      auth,
      twilioAuthToken: secrets.twilioAuthToken,
      publicUrl: secrets.publicUrl,
    });
  else registerSimulatorGone(app);
  registerWebApp(app, options.webDist, apiPathTest(document.paths));
  await app.ready();
  return app;
}
