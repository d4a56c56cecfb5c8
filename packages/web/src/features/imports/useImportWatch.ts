import { importFinished, type CvLeadBatch, type ImportGateway, type ImportProgress } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

const BATCH_PAGE = 100;

/** A batch by id, from the first pages of the batches list (the newest are listed first). */
async function findBatch(imports: ImportGateway, batchId: number): Promise<CvLeadBatch | undefined> {
  for (let page = 0; page < 5; page += 1) {
    const answer = await imports.cvLeadBatches({ page, size: BATCH_PAGE });
    if (!answer.ok) return undefined;
    const found = answer.value.data.find((batch) => batch.batchId === batchId);
    if (found || answer.value.data.length < BATCH_PAGE) return found;
  }
  return undefined;
}

export type ImportWatch = {
  readonly progress: ImportProgress | null;
  /** The batch as listed once the import is over (its new and updated customer counts). */
  readonly batch: CvLeadBatch | null;
};

/** Follows an import's progress stream until it is over, then reads its batch; `onFinished` hears the end. */
export function useImportWatch(fileReportId: number | null, onFinished?: () => void): ImportWatch {
  const { imports } = useServices();
  // Kept with the id it belongs to, so a new import never shows the last one's state.
  const [heard, setHeard] = useState<{ readonly id: number } & ImportWatch>({
    id: -1,
    progress: null,
    batch: null,
  });
  useEffect(() => {
    if (fileReportId === null) return;
    let live = true;
    const stop = new AbortController();
    imports.watchImport(
      fileReportId,
      (progress) => {
        if (!live) return;
        setHeard({ id: fileReportId, progress, batch: null });
        if (!importFinished(progress.status)) return;
        void findBatch(imports, fileReportId).then((batch) => {
          if (live) setHeard({ id: fileReportId, progress, batch: batch ?? null });
          onFinished?.();
        });
      },
      stop.signal,
    );
    return () => {
      live = false;
      stop.abort();
    };
    // onFinished is a notice to the list, not an input of the watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imports, fileReportId]);
  return heard.id === fileReportId ? heard : { progress: null, batch: null };
}
