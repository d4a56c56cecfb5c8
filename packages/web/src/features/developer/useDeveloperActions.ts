import { notice, type DeveloperFileKind, type DeveloperResult } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import type { DeveloperLogLine } from './developer-log';

/** What the last action showed: a filled template, a check, or a dry run's text. */
export type DeveloperOutcome =
  | { readonly kind: 'preview'; readonly title: string; readonly body: string }
  | { readonly kind: 'validate' | 'execute'; readonly result: DeveloperResult };

export type DeveloperDraft = {
  readonly kind: DeveloperFileKind;
  readonly name: string;
  readonly content: string;
  readonly leadId: number | null;
  readonly input: string;
};

const lead = (draft: DeveloperDraft) =>
  draft.leadId === null ? {} : { futureServiceInteractionId: draft.leadId };

/** Validate, preview, execute (a dry run), save and log, each written to the session's log. */
export function useDeveloperActions(onSaved: () => void) {
  const { developer } = useServices();
  const [outcome, setOutcome] = useState<DeveloperOutcome | null>(null);
  const [log, setLog] = useState<readonly DeveloperLogLine[]>([]);
  const note = useCallback((what: string, ok: boolean, detail: string) => {
    setLog((lines) => [{ at: new Date(), what, ok, detail }, ...lines].slice(0, 50));
  }, []);

  const validate = useCallback(
    async (draft: DeveloperDraft) => {
      const answer = await developer.validateAssistantFile({ ...draft });
      if (!answer.ok) return showFailure(answer.error);
      setOutcome({ kind: 'validate', result: answer.value });
      note(`Validate ${draft.name}`, answer.value.success, (answer.value.errors ?? []).join(' ') || 'Valid');
    },
    [developer, note],
  );

  const preview = useCallback(
    async (draft: DeveloperDraft) => {
      const answer = await developer.previewTemplate({ template: draft.content, ...lead(draft) });
      if (!answer.ok) return showFailure(answer.error);
      setOutcome({ kind: 'preview', title: answer.value.title ?? 'Preview', body: answer.value.body });
      note(`Preview ${draft.name}`, true, answer.value.title ?? '');
    },
    [developer, note],
  );

  const execute = useCallback(
    async (draft: DeveloperDraft) => {
      const answer = await developer.execute({ script: draft.content, input: draft.input, ...lead(draft) });
      if (!answer.ok) return showFailure(answer.error);
      setOutcome({ kind: 'execute', result: answer.value });
      note(`Execute ${draft.name} (dry run)`, answer.value.success, answer.value.output ?? '');
    },
    [developer, note],
  );

  const save = useCallback(
    async (draft: DeveloperDraft) => {
      const answer = await developer.saveFile({ kind: draft.kind, name: draft.name, content: draft.content });
      note(`Save ${draft.name}`, answer.ok, answer.ok ? answer.value.message : answer.error.message);
      if (!answer.ok) return showFailure(answer.error);
      showNotice(notice({ message: answer.value.message, tone: 'success' }));
      onSaved();
    },
    [developer, note, onSaved],
  );

  const writeLog = useCallback(
    async (message: string) => {
      const answer = await developer.log({ level: 'INFO', message });
      note('Log', answer.ok, answer.ok ? message : answer.error.message);
      if (!answer.ok) showFailure(answer.error);
      return answer.ok;
    },
    [developer, note],
  );
  return { outcome, log, validate, preview, execute, save, writeLog } as const;
}
