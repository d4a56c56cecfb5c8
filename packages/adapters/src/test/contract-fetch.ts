import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { sample } from 'openapi-sampler';
import { parse } from 'yaml';

/**
 * A `fetch` that plays the server by the contract alone, for operations the reference server does
 * not serve yet: it refuses any request the contract does not document (unknown path, missing or
 * wrong parameter, body off-schema, missing token on a secured call) and answers with a body
 * sampled from the documented 200 response (or a caller-supplied one, checked against it too).
 */
type Json = Record<string, unknown>;
type Operation = {
  readonly operationId: string;
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  readonly node: Json;
};

export type ContractCall = {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly pathParams: Record<string, string>;
  readonly headers: Headers;
  readonly body: unknown;
};

export type ContractAnswer = { readonly status?: number; readonly body: unknown };

const contractPath = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
export const contract = parse(readFileSync(contractPath, 'utf8')) as Json;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
ajv.addSchema(contract, 'openapi');
const coercing = new Ajv2020({ strict: false, coerceTypes: true });
addFormats(coercing);
coercing.addSchema(contract, 'openapi');

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
const operations: Operation[] = Object.entries(contract.paths as Record<string, Json>).flatMap(
  ([template, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, node]) => ({
        operationId: String((node as Json).operationId),
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{([^}/]+)\}/g, '(?<$1>[^/]+)')}$`),
        node: node as Json,
      })),
);
// As a router does, a literal segment wins over a template one: /api/customTemplate/user/{serviceType}
// before /api/customTemplate/{enterpriseId}/{serviceType} (the sort is stable otherwise).
const templated = (template: string): number => template.split('{').length - 1;
operations.sort((a, b) => templated(a.template) - templated(b.template));

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((at, part) => (at as Json)[part], contract) as Json;
  }
  return current;
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: unknown, coerce = false): ValidateFunction {
  const key = `${coerce}:${JSON.stringify(schema)}`;
  let validate = validators.get(key);
  if (!validate) {
    // Fragments of the contract refer to its components; point those refs at the registered document.
    const rooted = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
    ) as Json;
    validate = (coerce ? coercing : ajv).compile(rooted);
    validators.set(key, validate);
  }
  return validate;
}

const describeErrors = (where: string, validate: ValidateFunction): string[] =>
  (validate.errors ?? []).map((error) => `${where}${error.instancePath} ${error.message ?? ''}`.trim());

function okResponseSchema(operation: Operation): unknown {
  const responses = operation.node.responses as Json;
  const ok = resolve(responses['200'] ?? responses['201']);
  const content = ok?.content as Json | undefined;
  return (content?.['application/json'] as Json | undefined)?.schema;
}

export type ContractFetch = {
  readonly fetch: typeof fetch;
  readonly calls: ContractCall[];
  /** Every way a request broke the contract; a suite asserts this stays empty. */
  readonly violations: string[];
};

export function createContractFetch(
  respond: (call: ContractCall) => ContractAnswer | undefined = () => undefined,
): ContractFetch {
  const calls: ContractCall[] = [];
  const violations: string[] = [];
  const contractFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const operation = operations.find((op) => op.method === request.method && op.pattern.test(url.pathname));
    if (!operation) {
      violations.push(`${request.method} ${url.pathname} is not in the contract`);
      return json(404, { statusCode: 404, message: 'Not in the contract', errors: ['Not in the contract'] });
    }
    const problems = await check(operation, request, url);
    const pathParams = operation.pattern.exec(url.pathname)?.groups ?? {};
    const body = await readBody(request);
    const call: ContractCall = {
      operationId: operation.operationId,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      pathParams,
      headers: request.headers,
      body,
    };
    calls.push(call);
    if (problems.length > 0) {
      violations.push(...problems.map((problem) => `${operation.operationId}: ${problem}`));
      return json(400, { statusCode: 400, message: problems[0], errors: problems });
    }
    const schema = okResponseSchema(operation);
    const answer = respond(call) ?? {
      body: schema ? sample(schema as never, { skipReadOnly: true }, contract) : {},
    };
    if (schema && (answer.status ?? 200) < 300) {
      const validate = validatorFor(schema);
      if (!validate(answer.body))
        violations.push(...describeErrors(`${operation.operationId} answer`, validate));
    }
    return json(answer.status ?? 200, answer.body);
  };
  return { fetch: contractFetch as typeof fetch, calls, violations };
}

async function check(operation: Operation, request: Request, url: URL): Promise<string[]> {
  const problems: string[] = [];
  const secured = (operation.node.security ?? contract.security) as unknown[];
  if (secured.length > 0 && !/^Bearer \S+/.test(request.headers.get('authorization') ?? '')) {
    problems.push('a secured call went without a bearer token');
  }
  const pathParams = operation.pattern.exec(url.pathname)?.groups ?? {};
  for (const raw of (operation.node.parameters ?? []) as unknown[]) {
    const parameter = resolve(raw);
    const name = String(parameter.name);
    const value =
      parameter.in === 'query'
        ? url.searchParams.get(name)
        : parameter.in === 'header'
          ? request.headers.get(name)
          : parameter.in === 'path'
            ? (pathParams[name] ?? null)
            : null;
    if (value === null) {
      if (parameter.required) problems.push(`${parameter.in} parameter '${name}' is required`);
      continue;
    }
    // A repeated query parameter is an array in OpenAPI's default (form, explode) style.
    const isArray = (resolve(parameter.schema) as Json | undefined)?.type === 'array';
    const holder = {
      value: isArray && parameter.in === 'query' ? url.searchParams.getAll(name) : decodeURIComponent(value),
    };
    const validate = validatorFor({ type: 'object', properties: { value: parameter.schema ?? {} } }, true);
    if (!validate(holder)) problems.push(...describeErrors(`${parameter.in} '${name}'`, validate));
  }
  const requestBody = resolve(operation.node.requestBody);
  const content = requestBody?.content as Json | undefined;
  const jsonSchema = (content?.['application/json'] as Json | undefined)?.schema;
  if (jsonSchema) {
    const body = await readBody(request.clone());
    if (body === undefined) {
      if (requestBody.required) problems.push('a JSON body is required');
    } else {
      const validate = validatorFor(jsonSchema);
      if (!validate(body)) problems.push(...describeErrors('body', validate));
    }
  } else if (
    content?.['multipart/form-data'] &&
    !(request.headers.get('content-type') ?? '').includes('multipart/form-data')
  ) {
    problems.push('a multipart/form-data body is required');
  }
  return problems;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return undefined;
  const text = await request.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
