import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { OperationId } from './contract.js';

type SecurityRequirement = Record<string, readonly string[]>;
type Operation = { operationId?: string; security?: readonly SecurityRequirement[] };
type SecurityScheme = { type?: string; in?: string; name?: string };

/** The parsed openapi/ document, with what the server needs to know about its operations. */
export type OpenapiDocument = {
  readonly specification: Record<string, unknown>;
  readonly paths: readonly string[];
  /** Operations that need a signed-in user (document-level security unless overridden). */
  readonly secured: ReadonlySet<OperationId>;
  /** Operations that also accept the token as a query parameter (an apiKey scheme `in: query`), and its name. */
  readonly queryTokens: ReadonlyMap<OperationId, string>;
  /** Operations that also accept the swimlane bridge host's secret (the `bridgeSecret` scheme). */
  readonly bridgeSecret: ReadonlySet<OperationId>;
};

/** The contract's scheme for the separate swimlane bridge host's shared secret. */
export const BRIDGE_SECRET_SCHEME = 'bridgeSecret';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function loadOpenapiDocument(path: string): OpenapiDocument {
  const specification = parse(readFileSync(path, 'utf8')) as {
    paths?: Record<string, Record<string, Operation>>;
    security?: readonly SecurityRequirement[];
    components?: { securitySchemes?: Record<string, SecurityScheme> };
  };
  const schemes = specification.components?.securitySchemes ?? {};
  const secured = new Set<OperationId>();
  const queryTokens = new Map<OperationId, string>();
  const bridgeSecret = new Set<OperationId>();
  for (const item of Object.values(specification.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const security = operation.security ?? specification.security ?? [];
      // `security: []` or an empty requirement `{}` means anonymous access is allowed.
      const anonymous = security.length === 0 || security.some((req) => Object.keys(req).length === 0);
      if (!anonymous) secured.add(operation.operationId as OperationId);
      const inQuery = security
        .flatMap((requirement) => Object.keys(requirement))
        .map((name) => schemes[name])
        .find((scheme) => scheme?.type === 'apiKey' && scheme.in === 'query' && scheme.name);
      if (inQuery?.name) queryTokens.set(operation.operationId as OperationId, inQuery.name);
      if (security.some((requirement) => BRIDGE_SECRET_SCHEME in requirement))
        bridgeSecret.add(operation.operationId as OperationId);
    }
  }
  return { specification, paths: Object.keys(specification.paths ?? {}), secured, queryTokens, bridgeSecret };
}
