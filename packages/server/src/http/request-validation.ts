import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const COMMON: Options = {
  allErrors: false,
  useDefaults: true,
  // The contract's `additionalProperties: false` must reject, not silently drop (Fastify's default).
  removeAdditional: false,
  // OpenAPI 3.1 writes nullable fields as `type: [string, 'null']`.
  allowUnionTypes: true,
  // OpenAPI annotations (description, example, x-…) are not validation keywords.
  strict: false,
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  ajvFormats.default(ajv);
  return ajv;
}

/**
 * A validator compiled on its first request. Compiling all of the contract's ~300 operations took most
 * of an app's start (seconds; once per test file), and any one process sees a few of them. Fastify reads
 * `errors` off the function after a false answer, so it is copied from the compiled one.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): (data: unknown) => boolean {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
}

/**
 * JSON bodies are validated as sent (no coercion): `"content": 5` is a contract violation.
 * Query strings, path parameters and headers are text on the wire, so they are coerced.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodies = createAjv({ coerceTypes: false });
  const text = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) =>
    compiledOnFirstUse(() => (httpPart === 'body' ? bodies : text).compile(schema as object));
}

function describe(error: ErrorObject, dataVar: string): string {
  const where = `${dataVar}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where} must NOT have additional property '${String(params['additionalProperty'])}'`;
    case 'enum':
      return `${where} must be one of: ${(params['allowedValues'] as unknown[]).join(', ')}`;
    case 'const':
      return `${where} must be ${String(params['allowedValue'])}`;
    case 'pattern': {
      // A literal prefix (e.g. the mailing list's ^LIST-) reads as the rule it is (spec 1 §8).
      const pattern = String(params['pattern']);
      return /^\^[A-Za-z0-9_-]+$/.test(pattern)
        ? `${where} should begin with ${pattern.slice(1)}`
        : `${where} must match pattern "${pattern}"`;
    }
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}

/** "body must have required property 'content'", "body/messageType must be one of: SMS, EMAIL". */
export function formatSchemaErrors(errors: readonly ErrorObject[], dataVar: string): Error {
  return new Error(errors.map((error) => describe(error, dataVar)).join('; '));
}
