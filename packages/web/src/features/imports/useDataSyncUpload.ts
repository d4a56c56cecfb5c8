import type { FileUploadReportType, RecallType } from '@torque/domain';
import { notice, PROCESSING_STARTED } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';
import { fileRefusal } from './lead-file-preview';
import type { ImportStore } from './useImportStores';

/** The data-sync upload form: file type, recall type (recalls), file, upload progress in whole percent. */
export function useDataSyncUpload(onUploaded: () => void) {
  const { imports } = useServices();
  const session = useSignedInSession();
  const [fileType, setFileType] = useState<FileUploadReportType>('PREPAID_MAINTENANCE');
  const [recallTypes, setRecallTypes] = useState<readonly RecallType[]>([]);
  const [recallType, setRecallType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void imports.recallTypes().then((answer) => {
      if (live && answer.ok) setRecallTypes(answer.value.data);
    });
    return () => {
      live = false;
    };
  }, [imports]);
  const refusal = file ? fileRefusal(file) : null;
  const blocked = !file || refusal !== null || (fileType === 'RECALL' && !recallType) || percent !== null;
  const upload = async (store: ImportStore) => {
    if (!file || blocked) return;
    setPercent(0);
    const answer = await imports.uploadDataSyncFile(
      {
        enterpriseId: session.enterprise.id,
        bocId: store.bocId,
        storeId: store.id,
        fileType,
        ...(fileType === 'RECALL' && recallType ? { recallType } : {}),
        file,
      },
      setPercent,
    );
    setPercent(null);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message ?? PROCESSING_STARTED }));
    setFile(null);
    onUploaded();
  };
  return {
    fileType,
    setFileType,
    recallTypes,
    recallType,
    setRecallType,
    file,
    setFile,
    refusal,
    percent,
    blocked,
    upload,
  };
}
