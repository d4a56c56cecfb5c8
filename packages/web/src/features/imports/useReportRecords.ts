import { notice, type EnrichmentRecord, type EnrichmentRun, type FileUploadReport } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';
import { alertKindOf } from './data-sync-types';

/** A report's records (HEA/FEA alert records, or recall leads), their status changes and enrichment runs. */
export function useReportRecords(report: FileUploadReport) {
  const { imports } = useServices();
  const session = useSignedInSession();
  const [records, setRecords] = useState<readonly EnrichmentRecord[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const kind = alertKindOf(report.fileType);
    const window = { page: 0, size: 100 };
    const load = kind ? imports.alertRecords(kind, report.fileReportId, window) : imports.recallLeads(window);
    void load.then((answer) => {
      if (!live) return;
      if (!answer.ok) showFailure(answer.error);
      const all = answer.ok ? answer.value.data : [];
      // Recall leads are listed across files: keep this file's own.
      setRecords(all.filter((r) => r.fileReportId === undefined || r.fileReportId === report.fileReportId));
    });
    return () => {
      live = false;
    };
  }, [imports, report, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const setStatus = async (id: number, statusType: string, reason?: string) => {
    const answer = await imports.setEnrichmentStatus(id, statusType, reason);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message }));
    reload();
  };
  const start = async (run: EnrichmentRun) => {
    const answer = await imports.startEnrichment(run, {
      fileReportId: report.fileReportId,
      enterprise_id: session.enterprise.id,
    });
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message }));
  };
  return { records, setStatus, start };
}
