import { systemClock, type Clock } from '@torque/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { assistantHandlers } from './assistants/assistant.routes.js';
import { authHandlers } from './auth/auth.routes.js';
import { AuthService } from './auth/auth.service.js';
import { authenticateHook, decoratePrincipal } from './auth/authenticate.hook.js';
import type { CarrierFactory } from './carriers/carrier.port.js';
import { LoopbackCarrier } from './carriers/loopback.carrier.js';
import { openapiDocumentPath } from './config/package-paths.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loadOpenapiDocument } from './http/openapi-document.js';
import { registerOpenapiRoutes } from './http/openapi-routes.js';
import { contractValidatorCompiler, formatSchemaErrors } from './http/request-validation.js';
import { apiPathTest, registerWebApp } from './http/web-app.js';
import { LeadService } from './leads/lead.service.js';
import { leadHandlers } from './leads/lead.routes.js';
import type { ServedHandlers } from './http/contract.js';
import { recordServedOperations } from './http/served-operations.js';
import { registerApiDocs } from './http/api-docs.js';
import { ConversationService } from './messaging/conversation.service.js';
import { DeliveryReportService } from './messaging/delivery-report.service.js';
import { messagingHandlers } from './messaging/messaging.routes.js';
import { SendMessageService } from './messaging/send-message.service.js';

export type AppOptions = {
  readonly db: Database;
  /** The built web app to serve; omitted or missing means API only. */
  readonly webDist?: string | undefined;
  /** false (default) is silent; true logs at info; or a level name. Logs go to stderr. */
  readonly logger?: boolean | string;
  /** Defaults to the repository's openapi/openapi.yaml. */
  readonly openapiPath?: string;
  /** Defaults to the loopback carrier. */
  readonly carrier?: CarrierFactory;
  readonly clock?: Clock;
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
      ? { level: options.logger === true ? 'info' : options.logger, redact: REDACTED, stream: process.stderr }
      : false,
    schemaErrorFormatter: formatSchemaErrors,
    // Seeded bodies are small; a generous cap still stops accidental uploads.
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  registerErrorHandler(app);
  decoratePrincipal(app);

  const deliveryReports = new DeliveryReportService(db);
  const createCarrier: CarrierFactory =
    options.carrier ?? ((onDeliveryReport) => new LoopbackCarrier({ onDeliveryReport }));
  const carrier = createCarrier((report) => {
    deliveryReports
      .apply(report)
      .catch((err: unknown) => app.log.error({ err }, 'delivery report not applied'));
  });
  app.addHook('onClose', async () => carrier.close());

  const auth = new AuthService(db, clock);
  const leads = new LeadService(db);
  const document = loadOpenapiDocument(options.openapiPath ?? openapiDocumentPath());
  const handlers: ServedHandlers = {
    ...authHandlers(auth),
    ...leadHandlers(leads),
    ...messagingHandlers(new ConversationService(db), new SendMessageService(db, leads, carrier, clock)),
    ...assistantHandlers(db),
  };
  recordServedOperations(app, Object.keys(handlers));
  await registerApiDocs(app, document.specification);
  await registerOpenapiRoutes(app, document, handlers, authenticateHook(auth));
  await registerWebApp(app, options.webDist, apiPathTest(document.paths));
  await app.ready();
  return app;
}
