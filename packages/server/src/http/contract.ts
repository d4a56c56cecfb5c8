import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '@torque/contract';

/** Wire types, generated from openapi/ by `pnpm generate` (never written by hand). */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

/** The body of a request or response: JSON, or the form and XML bodies of the carrier webhooks. */
type JsonOf<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: { 'application/x-www-form-urlencoded': infer Form } }
    ? Form
    : T extends { content: { 'text/xml': infer Xml } }
      ? Xml
      : T extends { content: { 'text/plain': infer Text } }
        ? Text
        : T extends { content: { 'text/csv': infer Csv } }
          ? Csv
          : T extends { content: { 'application/octet-stream': unknown } }
            ? FastifyReply // bytes: the handler sends them itself and returns the reply
            : never;
type Defined<T> = Exclude<T, undefined>;

export type RequestBodyOf<K extends OperationId> = JsonOf<Defined<operations[K]['requestBody']>>;
export type QueryOf<K extends OperationId> = Defined<operations[K]['parameters']['query']>;
export type HeadersOf<K extends OperationId> = Defined<operations[K]['parameters']['header']>;
export type PathOf<K extends OperationId> = Defined<operations[K]['parameters']['path']>;
export type OkResponseOf<K extends OperationId> = JsonOf<operations[K]['responses'][200]>;

/** A request as it reaches a handler: already validated against the contract. */
export type ContractRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBodyOf<K>;
  Querystring: QueryOf<K>;
  Headers: HeadersOf<K>;
  Params: PathOf<K>;
}>;

export type OperationHandler<K extends OperationId> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<OkResponseOf<K>>;

/** One handler per operation of the contract. */
export type OperationHandlers = { readonly [K in OperationId]: OperationHandler<K> };

/**
 * The operations the reference server serves today. The contract holds the whole call catalogue;
 * an operation without a handler answers 501 (see openapi-routes.ts) until it is built.
 */
export type ServedHandlers = Partial<OperationHandlers>;
