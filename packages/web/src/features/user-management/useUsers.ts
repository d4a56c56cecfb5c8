import type { AdminUser, AppError, ListPage, Role } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const USERS_PAGE_SIZE = 25;

export type UsersFilter = { readonly search: string; readonly role: Role | null; readonly page: number };

export type UsersState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: AppError }
  | { readonly status: 'ready'; readonly page: ListPage<AdminUser> };

/** One page of the users the admin may see, for a search and a role; `reload` after a change. */
export function useUsers(filter: UsersFilter) {
  const { userAdmin } = useServices();
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const { search, role, page } = filter;
  useEffect(() => {
    let live = true;
    // A typed search waits a moment, so each key press is not a request.
    const timer = setTimeout(() => {
      void userAdmin
        .listUsers({
          page,
          size: USERS_PAGE_SIZE,
          ...(search.trim() ? { search: search.trim() } : {}),
          ...(role ? { role } : {}),
        })
        .then((result) => {
          if (!live) return;
          setState(
            result.ok ? { status: 'ready', page: result.value } : { status: 'failed', error: result.error },
          );
        });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userAdmin, search, role, page, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload } as const;
}
