import { SERVICE_TYPES } from '../leads/service-type.js';
import {
  storedTemplateLength,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_TITLE_MAX_LENGTH,
  TEMPLATE_TITLE_TOO_LONG,
  TEMPLATE_TOO_LONG,
} from './template-limits.js';

/**
 * The template editor's checks. The spec shows no required field on save (spec 2 §5), but a template
 * without a title cannot be told apart in the picker and one without a body fills nothing, so the
 * editor asks for both, worded like the composer's checks (spec 1 §5).
 */
export const PLEASE_ENTER_TITLE = 'Please Enter Title';
export const PLEASE_ENTER_TEMPLATE_BODY = 'Please Enter Message';
export const PLEASE_SELECT_SERVICE_TYPE = 'Please select a service type';

export type TemplateEditorDraft = {
  readonly serviceType: string;
  readonly title: string;
  readonly body: string;
};

export type TemplateEditorErrors = Partial<Record<keyof TemplateEditorDraft, string>>;

/** Field errors of the draft; an empty object means it may be saved. */
export function checkTemplateDraft(draft: TemplateEditorDraft): TemplateEditorErrors {
  const errors: TemplateEditorErrors = {};
  if (!(SERVICE_TYPES as readonly string[]).includes(draft.serviceType)) {
    errors.serviceType = PLEASE_SELECT_SERVICE_TYPE;
  }
  if (draft.title.trim() === '') errors.title = PLEASE_ENTER_TITLE;
  else if (draft.title.length > TEMPLATE_TITLE_MAX_LENGTH) errors.title = TEMPLATE_TITLE_TOO_LONG;
  if (draft.body.trim() === '') errors.body = PLEASE_ENTER_TEMPLATE_BODY;
  else if (storedTemplateLength(draft.body) > TEMPLATE_BODY_MAX_LENGTH) errors.body = TEMPLATE_TOO_LONG;
  return errors;
}

/**
 * Puts a placeholder where the caret is (replacing any selection) and tells where the caret goes
 * next: right after the inserted text. Out-of-range positions are clamped to the text.
 */
export function insertAtCaret(
  text: string,
  insert: string,
  selectionStart: number,
  selectionEnd: number = selectionStart,
): { readonly text: string; readonly caret: number } {
  const clamp = (n: number) => Math.min(text.length, Math.max(0, Number.isFinite(n) ? Math.trunc(n) : 0));
  const start = clamp(Math.min(selectionStart, selectionEnd));
  const end = clamp(Math.max(selectionStart, selectionEnd));
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/** The notice after saving a template; the spec's success notice for any saved change. */
export const TEMPLATE_SAVED = 'Successfully Updated';
