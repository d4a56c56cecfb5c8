import type { AppError, CustomerRecord, CustomerRecordPage, Result } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { customerSearchQuery } from './customer-search-query';
import type { CustomerStore } from './useCustomerStores';

export const CUSTOMER_PAGE_SIZE = 25;

/** One page of a store's customers for what was typed; run again after a change. */
export function useCustomerSearch(store: CustomerStore | null) {
  const { customers } = useServices();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<{ rows: readonly CustomerRecord[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);

  const ask = useCallback(
    (text: string, at: number) =>
      store
        ? customers.search({
            bocId: store.bocId,
            storeId: store.id,
            ...customerSearchQuery(text),
            page: at,
            size: CUSTOMER_PAGE_SIZE,
          })
        : null,
    [customers, store],
  );
  const show = useCallback((result: Result<CustomerRecordPage, AppError>, at: number) => {
    if (!result.ok) return showFailure(result.error);
    setPage(at);
    setAnswer({ rows: result.value.data, total: result.value.total });
  }, []);

  const run = useCallback(
    async (text: string, at: number) => {
      const asked = ask(text, at);
      if (!asked) return;
      setLoading(true);
      const result = await asked;
      setLoading(false);
      show(result, at);
    },
    [ask, show],
  );

  // A store chosen (or changed) shows its customers at once.
  useEffect(() => {
    let live = true;
    void ask('', 0)?.then((result) => live && show(result, 0));
    return () => {
      live = false;
    };
  }, [ask, show]);

  /** A customer changed elsewhere on the screen: show the new record in the list. */
  const replace = useCallback((record: CustomerRecord) => {
    setAnswer(
      (shown) => shown && { ...shown, rows: shown.rows.map((r) => (r.id === record.id ? record : r)) },
    );
  }, []);

  return { typed, setTyped, page, answer, loading, run, replace } as const;
}
