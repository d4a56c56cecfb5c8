/** The list envelope every list call answers with (spec 2 §1): one zero-based page of `data`. */
export type ListPage<T> = {
  readonly data: readonly T[];
  readonly response: string;
  readonly total: number;
  readonly size: number;
  readonly page: number;
};

/** Which page of a list to fetch; pages are zero-based (spec 2 §9). */
export type PageWindow = { readonly page: number; readonly size: number };
