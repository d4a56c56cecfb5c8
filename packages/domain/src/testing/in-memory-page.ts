import type { AppError } from '../errors/app-error.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import { serverRejection } from './server-rejection.js';

const MAX_PAGE_SIZE = 1000;

/** The 400 the server gives a page window outside the contract (page ≥ 0, size 1..1000). */
export function pageWindowRefusal(pageWindow: PageWindow): AppError | undefined {
  if (!Number.isInteger(pageWindow.page) || pageWindow.page < 0)
    return serverRejection(400, 'page must be 0 or more');
  if (!Number.isInteger(pageWindow.size) || pageWindow.size < 1 || pageWindow.size > MAX_PAGE_SIZE) {
    return serverRejection(400, `size must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return undefined;
}

/** One zero-based page of `items` in the list envelope; without a page window, every item on page 0. */
export function inMemoryPage<T>(items: readonly T[], pageWindow?: PageWindow): ListPage<T> {
  if (pageWindow === undefined) {
    return { data: [...items], response: 'SUCCESS', total: items.length, size: items.length, page: 0 };
  }
  const { page, size } = pageWindow;
  return {
    data: items.slice(page * size, (page + 1) * size),
    response: 'SUCCESS',
    total: items.length,
    size,
    page,
  };
}

/** A paged answer, refused as the server refuses a page outside the contract's range. */
export function pagedAnswer<T>(items: readonly T[], pageWindow: PageWindow): Result<ListPage<T>, AppError> {
  const refused = pageWindowRefusal(pageWindow);
  return refused ? err(refused) : ok(inMemoryPage(items, pageWindow));
}

/** Answers with a queued failure if there is one, else with what `produce` gives. */
export async function answerOr<T>(
  failure: AppError | undefined,
  produce: () => Result<T, AppError>,
): Promise<Result<T, AppError>> {
  return failure ? err(failure) : produce();
}
