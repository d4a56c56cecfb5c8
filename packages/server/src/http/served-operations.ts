import type { FastifyInstance } from 'fastify';

const served = new WeakMap<FastifyInstance, readonly string[]>();

export function recordServedOperations(app: FastifyInstance, operationIds: readonly string[]): void {
  served.set(app, [...operationIds].sort());
}

/** The operationIds this app serves; every other operation of the contract answers 501. */
export function servedOperations(app: FastifyInstance): readonly string[] {
  return served.get(app) ?? [];
}
