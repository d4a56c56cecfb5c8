import type { AdminLogEntry, AppError, ListPage } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const ADMIN_LOG_PAGE_SIZE = 25;

export type AdminLogState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: AppError }
  | { readonly status: 'ready'; readonly page: ListPage<AdminLogEntry> };

/** One page of the admin log, latest first (read afresh each time the tab opens). */
export function useAdminLog(page: number): AdminLogState {
  const { userAdmin } = useServices();
  const [state, setState] = useState<AdminLogState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void userAdmin.adminLog({ page, size: ADMIN_LOG_PAGE_SIZE }).then((result) => {
      if (live)
        setState(
          result.ok ? { status: 'ready', page: result.value } : { status: 'failed', error: result.error },
        );
    });
    return () => {
      live = false;
    };
  }, [userAdmin, page]);
  return state;
}
