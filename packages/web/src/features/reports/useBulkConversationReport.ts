import type { BulkConversationFailurePage, BulkConversationStatus } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const FAILURES_PAGE_SIZE = 20;

export type BulkConversationReport = {
  readonly latest: BulkConversationStatus | null;
  readonly today: BulkConversationStatus | null;
  readonly failures: BulkConversationFailurePage | null;
  readonly error: string | null;
};

/** The three bulk conversation calls (latest run, today, failures), read together and on refresh. */
export function useBulkConversationReport() {
  const { bulkConversations } = useServices();
  const [report, setReport] = useState<BulkConversationReport>({
    latest: null,
    today: null,
    failures: null,
    error: null,
  });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let live = true;
    void Promise.all([
      bulkConversations.status(),
      bulkConversations.today(),
      bulkConversations.failures(0, FAILURES_PAGE_SIZE),
    ]).then(([latest, today, failures]) => {
      if (!live) return;
      const failed = [latest, today, failures].find((answer) => !answer.ok);
      setReport({
        latest: latest.ok ? latest.value : null,
        today: today.ok ? today.value : null,
        failures: failures.ok ? failures.value : null,
        error: failed && !failed.ok ? failed.error.message : null,
      });
    });
    return () => {
      live = false;
    };
  }, [bulkConversations, revision]);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);
  return { report, refresh } as const;
}
