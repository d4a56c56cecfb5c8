import { expect } from 'vitest';
import type { TestServer } from '../../../packages/server/src/testing/test-server.js';
import { contractErrors, operations } from './openapi-validator.js';

export type ContractRequest = { url?: string; payload?: unknown; headers?: Record<string, string> };

/**
 * Calls operations of openapi/ by id on the test server and checks each answer against the contract;
 * `exercised` collects the ids called and `byId` tells each operation's path and method, so a suite can prove it covered its operations. The server and
 * the default headers are read at call time (they exist only after beforeAll).
 */
export function contractCaller(server: () => TestServer, headers: () => Record<string, string>) {
  const byId = new Map(operations().map(([path, method, id]) => [id, { path, method }]));
  const exercised = new Set<string>();
  async function call(operationId: string, request: ContractRequest = {}) {
    const operation = byId.get(operationId);
    if (!operation) throw new Error(`no operation ${operationId}`);
    const response = await server().app.inject({
      method: operation.method.toUpperCase() as 'GET',
      url: request.url ?? operation.path,
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      headers: { ...headers(), ...request.headers },
    });
    const body = response.json() as unknown;
    const errors = contractErrors(operation.path, operation.method, response.statusCode, body);
    expect(errors, `${operationId} → ${response.statusCode} ${response.body}`).toEqual([]);
    exercised.add(operationId);
    return { status: response.statusCode, body: body as Record<string, unknown> };
  }
  return { call, exercised, byId };
}
