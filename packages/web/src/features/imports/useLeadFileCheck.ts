import {
  HOUSEHOLD_CHOICES,
  SOLD_DATE_FORMAT_REQUIRED,
  type ColumnMapping,
  type HouseholdAnswer,
  type HouseholdChoice,
  type LeadImportPreview,
  type SoldDateFormat,
} from '@torque/domain';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import type { ImportStore } from './useImportStores';

/** Where the server's reading of the whole file stands (issue 30: the preview checks every row). */
export type FileCheck =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'checked'; readonly preview: LeadImportPreview }
  | { readonly kind: 'failed'; readonly message: string };

export const CHECKING_FILE = 'Checking every row of the file…';
export const HOUSEHOLDS_UNANSWERED = (count: number): string =>
  `Choose "Merge" or "Keep separate" for ${count} ${count === 1 ? 'row that shares' : 'rows that share'} a mobile number with someone else.`;

const NO_CHOICES: ReadonlyMap<number, HouseholdChoice> = new Map();

/** Waits this long after the last change to the file, header row or mapping before checking again. */
const SETTLE_MS = 250;

/**
 * The server's check of a lead file once it is mapped (the whole file, not the first rows), and the
 * admin's answers to its questions: how the sold dates are written, merge or keep separate for each
 * row sharing a phone. `blocker` says what must be answered before the import may start.
 */
export function useLeadFileCheck(
  file: File | null,
  store: ImportStore | null,
  headerRow: number,
  mapping: ColumnMapping,
  mappingReady: boolean,
) {
  const { imports } = useServices();
  const session = useSignedInSession();
  // What is checked; answers are kept with the input they were given for, so a new file, header row
  // or mapping starts over without resetting state inside the effect.
  const input = useMemo(
    () => (file && store && mappingReady ? { file, store, headerRow, mapping } : null),
    [file, store, headerRow, mapping, mappingReady],
  );
  const [answered, setAnswered] = useState<{ readonly for: object; readonly result: FileCheck } | null>(null);
  const [dateAnswer, setDateAnswer] = useState<{
    readonly for: object;
    readonly value: SoldDateFormat;
  } | null>(null);
  const [choiceAnswer, setChoiceAnswer] = useState<{
    readonly for: object;
    readonly value: ReadonlyMap<number, HouseholdChoice>;
  } | null>(null);

  useEffect(() => {
    if (!input) return;
    let live = true;
    const target = { enterpriseId: session.enterprise.id, bocId: input.store.bocId, storeId: input.store.id };
    const options = { headerRow: input.headerRow + 1, mapping: input.mapping };
    const timer = setTimeout(() => {
      void imports.previewCustomerVehicleLeads(target, input.file, options).then((answer) => {
        if (!live) return;
        setAnswered({
          for: input,
          result: answer.ok
            ? { kind: 'checked', preview: answer.value }
            : { kind: 'failed', message: answer.error.message },
        });
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [imports, session.enterprise.id, input]);

  const check: FileCheck = !input
    ? { kind: 'idle' }
    : answered?.for === input
      ? answered.result
      : { kind: 'checking' };
  const dateFormat = input && dateAnswer?.for === input ? dateAnswer.value : undefined;
  const choices = input && choiceAnswer?.for === input ? choiceAnswer.value : NO_CHOICES;
  const setDateFormat = (value: SoldDateFormat) => input && setDateAnswer({ for: input, value });
  const setChoices = (value: ReadonlyMap<number, HouseholdChoice>) =>
    input && setChoiceAnswer({ for: input, value });

  const preview = check.kind === 'checked' ? check.preview : null;
  const blocker = ((): string | null => {
    if (check.kind === 'checking') return CHECKING_FILE;
    if (check.kind === 'failed') return check.message;
    if (!preview) return null;
    if (preview.soldDates.status === 'MIXED') return preview.soldDates.message;
    if (preview.soldDates.status === 'QUESTION' && !dateFormat) return SOLD_DATE_FORMAT_REQUIRED;
    const open = preview.households.filter((row) => !choices.has(row.rowNumber)).length;
    return open > 0 ? HOUSEHOLDS_UNANSWERED(open) : null;
  })();

  const choose = (rowNumber: number, choice: HouseholdChoice) =>
    setChoices(new Map(choices).set(rowNumber, choice));
  const chooseAll = (choice: HouseholdChoice) =>
    setChoices(new Map((preview?.households ?? []).map((row) => [row.rowNumber, choice])));
  /** What the import sends: the date answer only when asked, a choice for each listed row. */
  const answers = (): { dateFormat?: SoldDateFormat; households: HouseholdAnswer[] } => ({
    ...(preview?.soldDates.status === 'QUESTION' && dateFormat ? { dateFormat } : {}),
    households: [...choices].flatMap(([rowNumber, choice]) =>
      HOUSEHOLD_CHOICES.includes(choice) ? [{ rowNumber, choice }] : [],
    ),
  });

  return { check, dateFormat, setDateFormat, choices, choose, chooseAll, blocker, answers };
}
export type LeadFileCheck = ReturnType<typeof useLeadFileCheck>;
