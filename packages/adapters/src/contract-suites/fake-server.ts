import { LeadIdSchema, type AppError, type LeadId, type Result } from '@torque/domain';
import { BrowserSessionStore } from '../browser/browser-session-store.js';
import { createApiClient, type ApiClient } from '../http/api-client.js';
import { createPublicApiClient, type PublicApiClient } from '../http/public-api-client.js';
import { createContractFetch, type ContractAnswer, type ContractCall } from '../test/contract-fetch.js';
import { MemoryStorage } from '../test/memory-storage.js';
import { sampleSession } from '../test/sample-session.js';

/**
 * A server for HTTP adapter tests that keeps the contract and behaves like an in-memory fake: each
 * request is checked by the contract double, handed to a route that calls the fake, and the fake's
 * answer is checked against the documented response before the adapter reads it. So the adapter and
 * the fake meet the same contract suite, and every request and answer in between keeps the contract.
 */
export type FakeRoute = (
  call: ContractCall,
  request: Request,
) => Promise<ContractAnswer | TextAnswer | undefined>;

/** A text/plain answer (the transcript); the double checks the request, the text goes back as is. */
export type TextAnswer = { readonly text: string };
const isText = (answer: unknown): answer is TextAnswer =>
  typeof answer === 'object' && answer !== null && 'text' in answer && !('body' in answer);

const ANSWER_ID = 'x-fake-answer';

export type FakeServer = {
  readonly fetch: typeof fetch;
  readonly calls: ContractCall[];
  readonly violations: string[];
  readonly api: ApiClient;
  readonly publicApi: PublicApiClient;
  readonly sessionStore: BrowserSessionStore;
};

/** Routes by operationId, or one function that routes every call. */
export type FakeRoutes = Readonly<Record<string, FakeRoute>> | FakeRoute;

export function createFakeServer(routes: FakeRoutes, signedIn = true): FakeServer {
  const routeOf = (call: ContractCall): FakeRoute | undefined =>
    typeof routes === 'function' ? routes : routes[call.operationId];
  const probe = createContractFetch();
  const answers = new Map<string, ContractAnswer | undefined>();
  const double = createContractFetch((call) => answers.get(call.headers.get(ANSWER_ID) ?? ''));
  let next = 0;
  const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const seen = probe.calls.length;
    const problems = probe.violations.length;
    await probe.fetch(request.clone());
    const call =
      probe.calls.length > seen && probe.violations.length === problems ? probe.calls.at(-1) : undefined;
    const route = call ? routeOf(call) : undefined;
    const id = String((next += 1));
    const routed = call && route ? await route(call, request.clone()) : undefined;
    answers.set(id, isText(routed) ? { body: null } : routed);
    const headers = new Headers(request.headers);
    headers.set(ANSWER_ID, id);
    const response = await double.fetch(new Request(request, { headers }));
    return isText(routed) && response.ok
      ? new Response(routed.text, { status: 200, headers: { 'content-type': 'text/plain' } })
      : response;
  };
  const sessionStore = new BrowserSessionStore(new MemoryStorage());
  if (signedIn) sessionStore.save(sampleSession);
  const baseUrl = 'http://contract.test';
  return {
    fetch: serverFetch as typeof fetch,
    calls: double.calls,
    violations: double.violations,
    sessionStore,
    api: createApiClient({ baseUrl, sessionStore, fetch: serverFetch as typeof fetch }),
    publicApi: createPublicApiClient({ baseUrl, fetch: serverFetch as typeof fetch }),
  };
}

/** The server's refusal for an error a fake gave: its status, and its message as the body says it. */
export function refusal(error: AppError, errors: readonly string[] = []): ContractAnswer {
  const status = error.status ?? 500;
  return { status, body: { statusCode: status, message: error.message, errors: [...errors] } };
}

/** A fake's result as the server's answer: the value (or a body made from it), or the refusal. */
export function answer<T>(
  result: Result<T, AppError>,
  body: (value: T) => unknown = (value) => value,
): ContractAnswer {
  return result.ok ? { body: body(result.value) } : refusal(result.error);
}

/** A simple command's answer: Acknowledgement (`Done`), or the refusal. */
export const acknowledgement = (result: Result<void, AppError>): ContractAnswer =>
  answer(result, () => ({ message: 'Done' }));

/** A whole list as the list envelope (one page that holds it all, size at least 1). */
export const envelope = <T>(data: readonly T[]) => ({
  data: [...data],
  response: 'SUCCESS',
  total: data.length,
  size: Math.max(1, data.length),
  page: 0,
});

/** A query or path value as the number it stands for. */
export const num = (value: string | undefined): number => Number(value);
/** A lead id as a fake takes it (the contract double has already checked it is an Id). */
export const id = (value: string | number | undefined): LeadId => LeadIdSchema.parse(Number(value));
/** The JSON body of a call, typed as the route reads it. */
export const bodyOf = <T>(call: ContractCall): T => call.body as T;
