import {
  autoMatchColumns,
  CV_LEAD_FILE_TYPE,
  distinctHeaders,
  guessHeaderRow,
  mappingFromKeyValues,
  mappingToKeyValues,
  type ColumnMapping,
  type ColumnTarget,
  type LeadImportOptions,
} from '@torque/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { mappingBlocker } from './lead-mapping';
import { previewFile } from './lead-file-preview';
import type { ImportStore } from './useImportStores';

/** Where an upload stands; processing is then watched by its batch (useImportWatch). */
export type UploadStage =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly percent: number }
  | { readonly kind: 'uploaded'; readonly fileReportId: number; readonly fileName: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * A lead file from choice to upload: its first rows read in the browser, the header row (guessed),
 * the mapping (auto-matched, the saved mapping first), what blocks the import and the upload with the
 * admin's answers to the server's check (useLeadFileCheck).
 */
export function useLeadImport() {
  const { imports } = useServices();
  const session = useSignedInSession();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rows, setRows] = useState<string[][]>([]);
  const [headerRow, setHeaderRow] = useState(0);
  const [saved, setSaved] = useState<ColumnMapping>({});
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [stage, setStage] = useState<UploadStage>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    void imports.headerMapping(CV_LEAD_FILE_TYPE).then((answer) => {
      if (live && answer.ok) setSaved(mappingFromKeyValues(answer.value.mapping));
    });
    return () => {
      live = false;
    };
  }, [imports]);

  const headers = useMemo(() => distinctHeaders(rows[headerRow] ?? []), [rows, headerRow]);

  const choose = useCallback(
    async (chosen: File | null) => {
      setFile(chosen);
      setRows([]);
      setFileError(null);
      setStage({ kind: 'idle' });
      if (!chosen) return;
      const preview = await previewFile(chosen);
      if (!preview.ok) return setFileError(preview.message);
      const guessed = guessHeaderRow(preview.rows);
      setRows(preview.rows);
      setHeaderRow(guessed);
      setMapping(autoMatchColumns(distinctHeaders(preview.rows[guessed] ?? []), saved));
    },
    [saved],
  );

  const pickHeaderRow = (row: number) => {
    setHeaderRow(row);
    setMapping(autoMatchColumns(distinctHeaders(rows[row] ?? []), saved));
  };
  const mapColumn = (header: string, target: ColumnTarget) =>
    setMapping((current) => ({ ...current, [header]: target }));

  const upload = async (
    store: ImportStore,
    answers: Pick<LeadImportOptions, 'dateFormat' | 'households'> = {},
  ) => {
    if (!file || mappingBlocker(mapping)) return;
    setStage({ kind: 'uploading', percent: 0 });
    // Saved first, so the next file with these headers is mapped the same way.
    await imports.saveHeaderMapping({ fileType: CV_LEAD_FILE_TYPE, mapping: mappingToKeyValues(mapping) });
    const target = { enterpriseId: session.enterprise.id, bocId: store.bocId, storeId: store.id };
    const answer = await imports.importCustomerVehicleLeads(
      target,
      file,
      { headerRow: headerRow + 1, mapping, ...answers },
      (percent) => setStage({ kind: 'uploading', percent }),
    );
    setStage(
      answer.ok
        ? { kind: 'uploaded', fileReportId: answer.value.fileReportId, fileName: file.name }
        : { kind: 'refused', message: answer.error.message },
    );
  };

  return {
    file,
    fileError,
    rows,
    headerRow,
    headers,
    mapping,
    blocker: rows.length > 0 ? mappingBlocker(mapping) : null,
    stage,
    choose,
    pickHeaderRow,
    mapColumn,
    upload,
  };
}
export type LeadImport = ReturnType<typeof useLeadImport>;
