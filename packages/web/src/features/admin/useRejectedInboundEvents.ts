import type { AppError, ListPage, RejectedInboundEvent, Result } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const REJECTED_EVENTS_PAGE_SIZE = 25;

export type RejectedEventsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: AppError }
  | { readonly status: 'ready'; readonly page: ListPage<RejectedInboundEvent> };

type Answer = { readonly page: number; readonly result: Result<ListPage<RejectedInboundEvent>, AppError> };

/** One page (zero-based) of the carrier events the server kept aside, newest first. */
export function useRejectedInboundEvents(page: number): RejectedEventsState {
  const { rejectedInboundEvents } = useServices();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    void rejectedInboundEvents.list({ page, size: REJECTED_EVENTS_PAGE_SIZE }).then((result) => {
      if (live) setAnswer({ page, result });
    });
    return () => {
      live = false;
    };
  }, [rejectedInboundEvents, page]);
  // Until the asked page arrives, the previous answer is not this page's.
  if (answer?.page !== page) return { status: 'loading' };
  return answer.result.ok
    ? { status: 'ready', page: answer.result.value }
    : { status: 'failed', error: answer.result.error };
}
