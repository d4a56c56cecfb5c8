import type { AppError, Result } from '@torque/domain';
import { BrowserSessionStore } from '../browser/browser-session-store.js';
import { createApiClient, type ApiClient } from '../http/api-client.js';
import { createBridgeClient, createDataSyncClient } from '../http/host-clients.js';
import { createContractFetch, type ContractAnswer, type ContractCall } from './contract-fetch.js';
import { MemoryStorage } from './memory-storage.js';
import { sampleSession } from './sample-session.js';

/** Answers one operation, usually by asking an in-memory fake (the "server" of the test). */
export type Route = (call: ContractCall, request: Request) => ContractAnswer | Promise<ContractAnswer>;
export type Routes = Readonly<Record<string, Route>>;

export const MAIN_URL = 'http://contract.test';
export const DATA_SYNC_URL = 'http://data-sync.test';
export const BRIDGE_URL = 'http://bridge.test';
const ANSWER_ID = 'x-ops-answer';

/** A fake's answer as the server would send it: the value, or the error's status and message. */
export function fromResult(result: Result<unknown, AppError>): ContractAnswer {
  if (result.ok) return { body: result.value };
  const status = result.error.status ?? 500;
  return { status, body: { statusCode: status, message: result.error.message, errors: [] } };
}

/** A text answer (the opcode CSV): the contract double checks the request, the text goes back as is. */
export const textAnswer = (text: string): ContractAnswer => ({ body: { [TEXT]: text } });
const TEXT = 'x-ops-text';
const textOf = (answer: ContractAnswer | undefined): string | undefined => {
  const body = answer?.body as Record<string, unknown> | undefined;
  return typeof body?.[TEXT] === 'string' ? body[TEXT] : undefined;
};

/** A query or path value as a number (absent stays absent). */
export const num = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);
/** The page window of a call (contract defaults 0 and 50). */
export const windowOf = (call: ContractCall) => ({
  page: num(call.query.page) ?? 0,
  size: num(call.query.size) ?? 50,
});

/**
 * The three hosts' clients over one contract double whose answers come from `routes`: every request
 * is checked against the contract (`violations`), routed to the fake by operationId, and the fake's
 * answer is checked against the documented response. `raw` answers the next request with a fixed
 * status and body, bypassing the contract (for the malformed-answer and failure paths).
 */
export function opsHarness(routes: Routes = {}) {
  const probe = createContractFetch();
  const answers = new Map<string, ContractAnswer>();
  const double = createContractFetch((call) => answers.get(call.headers.get(ANSWER_ID) ?? ''));
  const raws: { status: number; body: unknown }[] = [];
  let next = 0;
  const signOuts: number[] = [];
  const hosts = new Map<string, string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const raw = raws.shift();
    if (raw) {
      const call = await probeCall(request);
      if (call) double.calls.push(call);
      return new Response(JSON.stringify(raw.body), {
        status: raw.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    const call = await probeCall(request);
    if (call) hosts.set(call.operationId, new URL(request.url).host);
    const route = call ? routes[call.operationId] : undefined;
    const id = String((next += 1));
    if (call && route) answers.set(id, await route(call, request.clone()));
    const headers = new Headers(request.headers);
    headers.set(ANSWER_ID, id);
    const response = await double.fetch(new Request(request, { headers }));
    const text = textOf(answers.get(id));
    return text !== undefined && response.ok
      ? new Response(text, { status: 200, headers: { 'content-type': 'text/csv' } })
      : response;
  };
  const probeCall = async (request: Request): Promise<ContractCall | undefined> => {
    const seen = probe.calls.length;
    await probe.fetch(request.clone());
    return probe.calls.length > seen ? probe.calls.at(-1) : undefined;
  };
  const sessionStore = new BrowserSessionStore(new MemoryStorage());
  sessionStore.save(sampleSession);
  const typedFetch = fetch as typeof globalThis.fetch;
  return {
    fetch: typedFetch,
    double,
    sessionStore,
    api: createApiClient({ baseUrl: MAIN_URL, sessionStore, fetch: typedFetch }) as ApiClient,
    dataSync: createDataSyncClient({ baseUrl: DATA_SYNC_URL, sessionStore, fetch: typedFetch }),
    bridge: createBridgeClient({ baseUrl: BRIDGE_URL, sessionStore, fetch: typedFetch }),
    options: { onUnauthorized: () => void signOuts.push(Date.now()) },
    signOuts,
    /** Every way a request broke the contract. */
    violations: (): string[] => [...double.violations],
    /** The next request gets this status and body, whatever the contract says. */
    raw(status: number, body: unknown): void {
      raws.push({ status, body });
    },
    /** The operationIds called, in order. */
    operationIds: (): string[] => double.calls.map((call) => call.operationId),
    callsOf: (operationId: string): ContractCall[] =>
      double.calls.filter((call) => call.operationId === operationId),
    /** The host an operation was last sent to. */
    hostOf: (operationId: string): string | undefined => hosts.get(operationId),
  };
}
export type OpsHarness = ReturnType<typeof opsHarness>;
