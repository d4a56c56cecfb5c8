import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const contractPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
export const contract = parse(readFileSync(contractPath, 'utf8')) as Json;

// ajv-formats ships CommonJS; its default export is the plugin function.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'openapi');

const pointer = (segments: string[]): string =>
  segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function at(path: string[]): Json {
  let node: unknown = contract;
  for (const segment of path) node = (node as Json)[segment];
  return node as Json;
}

/** Where the JSON body schema of one documented response lives, following response $refs. */
function responseSchemaPath(path: string, method: string, status: string): string[] {
  let location = ['paths', path, method, 'responses', status];
  const response = at(location);
  if (!response) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} response`);
  const ref = response.$ref;
  if (typeof ref === 'string') location = ref.replace(/^#\//, '').split('/');
  return [...location, 'content', 'application/json', 'schema'];
}

/** Validates a response body against the contract; returns the errors as readable lines. */
export function contractErrors(path: string, method: string, status: number, body: unknown): string[] {
  const ref = `openapi#/${pointer(responseSchemaPath(path, method, String(status)))}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
}

/** Every operation of the contract as [path, method, operationId]. */
export function operations(): [string, string, string][] {
  const paths = contract.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]): [string, string, string] => [path, method, String(operation.operationId)]),
  );
}
