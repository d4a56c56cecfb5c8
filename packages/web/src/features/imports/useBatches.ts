import type { CvLeadBatch } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const BATCH_PAGE_SIZE = 20;

/** A page of the imported lead files (getCvLeadBatches), with a reload. */
export function useBatches() {
  const { imports } = useServices();
  const [page, setPage] = useState(0);
  const [batches, setBatches] = useState<readonly CvLeadBatch[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void imports.cvLeadBatches({ page, size: BATCH_PAGE_SIZE }).then((answer) => {
      if (!live) return;
      setError(answer.ok ? null : answer.error.message);
      setBatches(answer.ok ? answer.value.data : []);
      setTotal(answer.ok ? answer.value.total : 0);
    });
    return () => {
      live = false;
    };
  }, [imports, page, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, setPage, batches, total, error, reload };
}
