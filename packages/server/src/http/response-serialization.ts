import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own response serializers (fast-json-stringify, which also keeps fields the contract does not
 * name out of an answer), each compiled on its route's first answer rather than all ~300 at start: that
 * compilation was a large part of every app's start, and a process answers a few of the operations.
 */
export function serializeResponsesOnFirstUse(app: FastifyInstance): void {
  const compile = SerializerSelector()();
  app.setSerializerCompiler((route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) =>
      (serialize ??= compile({ ...route, httpStatus: route.httpStatus ?? 'default' }))(data);
  });
}
