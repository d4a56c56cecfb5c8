import fastifyFormbody from '@fastify/formbody';
import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { fastifyOpenapiGlue } from 'fastify-openapi-glue';
import type { OperationId, ServedHandlers } from './contract.js';
import { notServedYet } from './not-served.js';
import { refuseNulCharacters } from './nul-characters.js';
import type { OpenapiDocument } from './openapi-document.js';

/** Checks that run before body validation on operations without a bearer token (carrier webhooks). */
export type RouteGuards = Partial<Record<OperationId, preValidationAsyncHookHandler>>;
/** Role checks that run right after authentication, before the body is even read (the admin calls). */
export type RouteAuthorisations = Partial<Record<OperationId, onRequestAsyncHookHandler>>;

const WEBHOOK_PATH = /^\/webhooks\//;

/**
 * Routes, parameters and request/response schemas come from the contract through
 * fastify-openapi-glue; the server only supplies one handler per operationId. Secured
 * operations authenticate in onRequest, before the body is even parsed, and the admin calls check
 * the caller's role there too; guarded ones (webhooks)
 * check their signature in preValidation. Form bodies are parsed only for /webhooks/*: a
 * form post to any other operation stays a 415, so browsers' cross-site form posts reach nothing.
 */
export async function registerOpenapiRoutes(
  app: FastifyInstance,
  document: OpenapiDocument,
  handlers: ServedHandlers,
  authenticate: (queryToken?: string, bridgeSecret?: boolean) => onRequestAsyncHookHandler,
  guards: RouteGuards = {},
  authorisations: RouteAuthorisations = {},
): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { body?: { content?: Record<string, { schema?: unknown }> }; headers?: HeadersSchema } | undefined;
    // Node lower-cases request header names; Fastify does the same to header schemas only with its
    // own validator, and this app has its own (request-validation.ts), so `Last-Event-ID` would never
    // be checked. Lower-case the contract's header names here.
    if (schema?.headers) schema.headers = lowerCaseHeaderNames(schema.headers);
    const content = schema?.body?.content;
    // Fastify only checks a per-content-type body schema when the request's Content-Type
    // matches, so a body sent without one (or as text/plain) would reach the handler
    // unchecked. The contract's bodies are all JSON: validate them whatever the header says.
    if (schema && content && Object.keys(content).length === 1 && content['application/json']?.schema) {
      schema.body = content['application/json'].schema as typeof schema.body;
    }
  });
  // Webhooks take a carrier's batch as it comes: a NUL in one event is that event's problem
  // (webhooks/carrier-webhook.service.ts keeps it aside), not a reason to refuse the others.
  const operationResolver = (checkText: boolean) => (operationId: string) => {
    const id = operationId as OperationId;
    const handler = handlers[id] ?? notServedYet(id);
    const guard = guards[id];
    const preValidation = [...(checkText ? [refuseNulCharacters] : []), ...(guard ? [guard] : [])];
    const authorise = authorisations[id];
    // A role check on an operation nobody signs in to would never run: refuse to start instead.
    if (authorise && !document.secured.has(id)) throw new Error(`${id} has a role check but no sign-in`);
    const onRequest = [
      authenticate(document.queryTokens.get(id), document.bridgeSecret.has(id)),
      ...(authorise ? [authorise] : []),
    ];
    return {
      handler: handler as unknown as RouteHandlerMethod,
      ...(document.secured.has(id) ? { onRequest } : {}),
      ...(preValidation.length > 0 ? { preValidation } : {}),
    } as never;
  };
  await app.register(fastifyOpenapiGlue, {
    specification: withPaths(document.specification, (path) => !WEBHOOK_PATH.test(path)),
    operationResolver: operationResolver(true),
  });
  await app.register(async (webhooks) => {
    await webhooks.register(fastifyFormbody);
    await webhooks.register(fastifyOpenapiGlue, {
      specification: withPaths(document.specification, (path) => WEBHOOK_PATH.test(path)),
      operationResolver: operationResolver(false),
    });
  });
}

/** The document with only some of its paths (components stay, for their $refs). */
function withPaths(specification: object, keep: (path: string) => boolean): object {
  const { paths = {}, ...rest } = specification as { paths?: Record<string, unknown> };
  return { ...rest, paths: Object.fromEntries(Object.entries(paths).filter(([path]) => keep(path))) };
}

type HeadersSchema = { properties?: Record<string, unknown>; required?: string[] };

function lowerCaseHeaderNames(headers: HeadersSchema): HeadersSchema {
  return {
    ...headers,
    ...(headers.properties && {
      properties: Object.fromEntries(
        Object.entries(headers.properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(headers.required && { required: headers.required.map((name) => name.toLowerCase()) }),
  };
}
