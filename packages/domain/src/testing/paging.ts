import type { AppError } from '../errors/app-error.js';
import { serverRejection } from './server-rejection.js';

/** The largest page the contract allows (components/parameters/Size). */
export const MAX_PAGE_SIZE = 1000;

/** The list envelope every list call answers with (spec 2 §1). */
export type Page<T> = {
  readonly data: T[];
  readonly response: string;
  readonly total: number;
  readonly size: number;
  readonly page: number;
};

/** The 400 a server gives a page off the contract (zero-based page, size 1 to 1000). */
export function pageRefusal(page: number, size: number): AppError | undefined {
  if (!Number.isInteger(page) || page < 0) return serverRejection(400, 'page must be 0 or more');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return serverRejection(400, `size must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return undefined;
}

/** One zero-based page of `items`, counting every item in `total`. */
export const pageOf = <T>(items: readonly T[], page: number, size: number): Page<T> => ({
  data: items.slice(page * size, (page + 1) * size),
  response: 'SUCCESS',
  total: items.length,
  size,
  page,
});

/** A list answered whole, as the unpaged list calls do: one page that holds it all (size at least 1). */
export const wholePage = <T>(items: readonly T[]): Page<T> => ({
  data: [...items],
  response: 'SUCCESS',
  total: items.length,
  size: Math.max(1, items.length),
  page: 0,
});

/** The next id of a store keyed by integer ids: one above the largest, starting at 1. */
export const nextId = (ids: Iterable<number>): number => Math.max(0, ...ids) + 1;
