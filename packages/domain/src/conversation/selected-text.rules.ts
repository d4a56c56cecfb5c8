/** Spec 1 §8 success notice of the SMS bubble's copy action. */
export const TEXT_COPIED = 'Text copied to clipboard';

/**
 * Spec 1 §2: the SMS bubble's right-click menu acts on selected text only; with nothing selected
 * (or only white space) the browser's own menu stays. Returns the text the menu acts on.
 */
export function selectedTextForMenu(selection: string | null | undefined): string | undefined {
  const text = selection?.trim() ?? '';
  return text === '' ? undefined : text;
}
