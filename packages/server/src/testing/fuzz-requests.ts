/**
 * Request generation for the fuzz test (http/fuzz-bounds.test.ts): a plausible request for an operation of
 * the contract, and the same request with one value (or every value of a kind) made hostile.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }>; $ref?: string };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

export type FuzzRequest = {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: unknown;
};

/** Values that broke the server once: beyond 32 bits, NUL bytes, and the wrong type. */
export const HOSTILE = {
  oversized: 2 ** 40,
  negative: -(2 ** 40),
  nul: 'a\u0000b',
  wrongType: { not: 'expected' },
} as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export class FuzzRequests {
  constructor(private readonly document: Record<string, unknown>) {}

  private resolve<T extends { $ref?: string }>(node: T): T {
    if (!node.$ref) return node;
    const target = node.$ref
      .replace('#/', '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], this.document);
    return this.resolve(target as T);
  }

  /** The smallest value the schema accepts, as far as the generator can tell. */
  sample(schemaOrRef: Schema | undefined, depth = 0): unknown {
    if (!schemaOrRef || depth > 6) return null;
    const schema = this.resolve(schemaOrRef);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
    if (branch) return this.sample(branch, depth + 1);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, 1);
      case 'boolean':
        return true;
      case 'array':
        return [this.sample(schema.items, depth + 1)];
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, this.sample(value, depth + 1)]),
        );
      default:
        if (schema.format === 'date') return '2026-01-15';
        if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
        if (schema.format === 'email') return 'someone@example.com';
        return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
  }

  /** One plausible request per served operation (event streams left out: they never end). */
  plausible(served: readonly string[]): FuzzRequest[] {
    const requests: FuzzRequest[] = [];
    const paths = this.document['paths'] as Record<string, Record<string, Operation & Parameter[]>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Operation | undefined;
        if (!operation?.operationId || !served.includes(operation.operationId)) continue;
        const streams = Object.values(operation.responses ?? {}).some(
          (response) => response.content?.['text/event-stream'],
        );
        if (streams) continue;
        const parameters = [
          ...((item['parameters'] as Parameter[]) ?? []),
          ...(operation.parameters ?? []),
        ].map((parameter) => this.resolve(parameter));
        const value = (parameter: Parameter) => String(this.sample(parameter.schema));
        const inPart = (part: string) =>
          Object.fromEntries(parameters.filter((p) => p.in === part).map((p) => [p.name, value(p)]));
        // Form bodies (Twilio's webhooks) are sent as JSON too: the probe's crash was exactly that.
        const content = operation.requestBody ? this.resolve(operation.requestBody).content : undefined;
        const bodySchema = (content?.['application/json'] ?? Object.values(content ?? {})[0])?.schema;
        requests.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path: Object.entries(inPart('path')).reduce(
            (url, [name, sample]) => url.replace(`{${name}}`, sample),
            path,
          ),
          query: inPart('query'),
          headers: inPart('header'),
          body: bodySchema ? this.sample(bodySchema) : undefined,
        });
      }
    }
    return requests;
  }
}

/** Every leaf of a JSON value with its path. */
export function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

export function replaceAt(value: unknown, path: readonly (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, next);
  return copy;
}

/** The value with every leaf of one kind (numbers or strings) replaced. */
export function replaceEvery(value: unknown, kind: 'number' | 'string', next: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceEvery(item, kind, next));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceEvery(item, kind, next)]),
    );
  return typeof value === kind ? next : value;
}
