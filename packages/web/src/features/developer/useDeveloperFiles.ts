import type { DeveloperFileKind } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

export type DeveloperFileRef = { readonly kind: DeveloperFileKind; readonly name: string };

/** The assistant's template and aiva file names; `refresh` reads them again (after a save). */
export function useDeveloperFiles() {
  const { developer } = useServices();
  const [files, setFiles] = useState<readonly DeveloperFileRef[] | null>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    let live = true;
    void Promise.all([developer.templateFiles(), developer.assistantFiles()]).then(([tpl, aiva]) => {
      if (!live) return;
      const failed = [tpl, aiva].find((answer) => !answer.ok);
      if (failed && !failed.ok) showFailure(failed.error);
      setFiles([
        ...(tpl.ok ? tpl.value.data.map((name) => ({ kind: 'tpl' as const, name })) : []),
        ...(aiva.ok ? aiva.value.data.map((name) => ({ kind: 'aiva' as const, name })) : []),
      ]);
    });
    return () => {
      live = false;
    };
  }, [developer, revision]);
  const refresh = useCallback(() => setRevision((value) => value + 1), []);
  return { files, refresh } as const;
}
