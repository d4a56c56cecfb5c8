import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { OperationId } from './contract.js';

type SecurityRequirement = Record<string, readonly string[]>;
type Operation = { operationId?: string; security?: readonly SecurityRequirement[] };

/** The parsed openapi/ document, with what the server needs to know about its operations. */
export type OpenapiDocument = {
  readonly specification: Record<string, unknown>;
  readonly paths: readonly string[];
  /** Operations that need a signed-in user (document-level security unless overridden). */
  readonly secured: ReadonlySet<OperationId>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function loadOpenapiDocument(path: string): OpenapiDocument {
  const specification = parse(readFileSync(path, 'utf8')) as {
    paths?: Record<string, Record<string, Operation>>;
    security?: readonly SecurityRequirement[];
  };
  const secured = new Set<OperationId>();
  for (const item of Object.values(specification.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const security = operation.security ?? specification.security ?? [];
      // `security: []` or an empty requirement `{}` means anonymous access is allowed.
      const anonymous = security.length === 0 || security.some((req) => Object.keys(req).length === 0);
      if (!anonymous) secured.add(operation.operationId as OperationId);
    }
  }
  return { specification, paths: Object.keys(specification.paths ?? {}), secured };
}
