/**
 * Spec 1 §3, §5: a template body is stored with its line breaks as br tags and shown with real line
 * breaks. Only line breaks change; the rest of the text is stored as typed (the web layer sanitises
 * HTML when it renders).
 */
export const STORED_LINE_BREAK = '<br>';

/** Any line break — LF, CRLF or a lone CR — becomes '<br>'; so stored bodies hold no raw breaks. */
export function bodyToStored(text: string): string {
  return text.replace(/\r\n|\r|\n/g, STORED_LINE_BREAK);
}

/** '<br>', '<br/>' and '<br />' (any case, any spacing) become '\n'. */
export function storedToBody(html: string): string {
  return html.replace(/<br\s*\/?>/gi, '\n');
}
