import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';
import { downloadCsv } from '../../ui/download-csv';
import { allFailedRows, failedRowsCsv, failedRowsFileName } from './failed-rows';

/** Fetches a batch's refused rows and hands the failed-rows CSV to the browser. */
export function useFailedRowsDownload() {
  const { imports } = useServices();
  const [busy, setBusy] = useState(false);
  const run = async (fileReportId: number, fileName: string) => {
    setBusy(true);
    const rows = await allFailedRows(imports, fileReportId);
    setBusy(false);
    if (!rows.ok) return showFailure(rows.error);
    downloadCsv(failedRowsFileName(fileName), failedRowsCsv(rows.value));
  };
  return { busy, run };
}
