/** Spec 1 §5: text longer than 15 characters is cut to 15 plus '...'. */
export const TRIM_LENGTH = 15;

export function trimText(text: string): string {
  return text.length > TRIM_LENGTH ? `${text.slice(0, TRIM_LENGTH)}...` : text;
}
