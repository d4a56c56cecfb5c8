import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PATH = '/api/docs';

/**
 * Publishes the contract as it is (static mode: openapi/ is the source, not the routes) with a
 * browsable reference at /api/docs; the document itself at /api/docs/json and /api/docs/yaml.
 * swagger-ui's assets ship inside the package, so the page works without the internet.
 */
export async function registerApiDocs(app: FastifyInstance, specification: Record<string, unknown>) {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: specification as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    // No validator badge: it would load an image from validator.swagger.io.
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
  });
}
