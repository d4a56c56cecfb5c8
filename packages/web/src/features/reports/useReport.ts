import type { ReportDefinition, ReportFilter, ReportRow } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { runReport } from './report-calls';

export type ReportState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly rows: readonly ReportRow[]; readonly total: number };

/** The report's rows for a filter, read again whenever the report or the filter changes. */
export function useReport(definition: ReportDefinition, filter: ReportFilter | null): ReportState {
  const { reports } = useServices();
  const [state, setState] = useState<{ key: string; state: ReportState } | null>(null);
  const key = filter ? `${definition.operationId} ${JSON.stringify(filter)}` : '';
  useEffect(() => {
    if (!filter) return;
    let live = true;
    void runReport(reports, definition.operationId, filter).then((answer) => {
      if (!live) return;
      setState({
        key,
        state: answer.ok
          ? { status: 'ready', rows: answer.value.rows, total: answer.value.total }
          : { status: 'failed', message: answer.error.message },
      });
    });
    return () => {
      live = false;
    };
    // The key names the report and every value of the filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reports, key]);
  return state && state.key === key ? state.state : { status: 'loading' };
}
