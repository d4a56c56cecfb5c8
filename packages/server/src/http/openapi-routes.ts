import type { FastifyInstance, onRequestAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import { fastifyOpenapiGlue } from 'fastify-openapi-glue';
import type { OperationId, ServedHandlers } from './contract.js';
import { notServedYet } from './not-served.js';
import type { OpenapiDocument } from './openapi-document.js';

/**
 * Routes, parameters and request/response schemas come from the contract through
 * fastify-openapi-glue; the server only supplies one handler per operationId. Secured
 * operations authenticate in onRequest, before the body is even parsed.
 */
export async function registerOpenapiRoutes(
  app: FastifyInstance,
  document: OpenapiDocument,
  handlers: ServedHandlers,
  authenticate: onRequestAsyncHookHandler,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: { content?: Record<string, { schema?: unknown }> } } | undefined;
    const content = schema?.body?.content;
    // Fastify only checks a per-content-type body schema when the request's Content-Type
    // matches, so a body sent without one (or as text/plain) would reach the handler
    // unchecked. The contract's bodies are all JSON: validate them whatever the header says.
    if (schema && content && Object.keys(content).length === 1 && content['application/json']?.schema) {
      schema.body = content['application/json'].schema as typeof schema.body;
    }
  });
  await app.register(fastifyOpenapiGlue, {
    specification: document.specification,
    operationResolver: (operationId: string) => {
      const id = operationId as OperationId;
      const handler = handlers[id] ?? notServedYet(id);
      return {
        handler: handler as unknown as RouteHandlerMethod,
        ...(document.secured.has(id) ? { onRequest: authenticate } : {}),
      } as never;
    },
  });
}
