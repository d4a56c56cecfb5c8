import { notice, SCHEDULER_CREATED, type SchedulerDraft, type SchedulerRecord } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

const PAGE = { page: 0, size: 100 };

/** The schedulers of the tab; creating and deleting one reads the list again. */
export function useSchedulers() {
  const { schedulers } = useServices();
  const [list, setList] = useState<readonly SchedulerRecord[] | null>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let live = true;
    void schedulers.list(PAGE).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        showFailure(answer.error);
        return setList([]);
      }
      setList(answer.value.data);
    });
    return () => {
      live = false;
    };
  }, [schedulers, revision]);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);

  /** Answers the server's refusal ('Unable to create scheduler: …') or null once created. */
  const create = useCallback(
    async (draft: SchedulerDraft): Promise<string | null> => {
      const answer = await schedulers.create(draft);
      if (!answer.ok) {
        showFailure(answer.error);
        return answer.error.message;
      }
      showNotice(notice({ message: SCHEDULER_CREATED, tone: 'success' }));
      refresh();
      return null;
    },
    [schedulers, refresh],
  );

  const remove = useCallback(
    async (schedulerId: number) => {
      const answer = await schedulers.remove(schedulerId);
      if (answer.ok) showNotice(notice({ message: answer.value.message, tone: 'success' }));
      else showFailure(answer.error);
      refresh();
    },
    [schedulers, refresh],
  );
  return { list, refresh, create, remove } as const;
}
