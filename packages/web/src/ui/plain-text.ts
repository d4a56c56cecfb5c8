// Kept apart from sanitize.ts: the lead list needs only this, and must not load DOMPurify with it.

const BREAKING = 'br, p, div, li, tr, h1, h2, h3, h4, h5, h6, blockquote';

/** Elements whose content is never text a reader sees (DOMPurify's FORBID_CONTENTS, which it drops too). */
const NOT_TEXT =
  'annotation-xml, audio, colgroup, desc, foreignobject, head, iframe, math, noembed, noframes, ' +
  'noscript, plaintext, script, style, svg, template, thead, title, video, xmp';

let inert: HTMLTemplateElement | undefined;

/**
 * The text of message HTML on one line, for previews (never rendered as HTML). Text without markup is
 * used as it is; markup is parsed into an inert template (no script runs, nothing loads) and only
 * its visible text is read: a list row needs this for every lead it shows, and DOMPurify's
 * sanitising walk costs several times more than the text it would give.
 */
export function htmlToPlainText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  inert ??= document.createElement('template');
  inert.innerHTML = html;
  const content = inert.content;
  content.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  content.querySelectorAll(BREAKING).forEach((element) => element.after(' '));
  const text = content.textContent ?? '';
  inert.innerHTML = '';
  return text.replace(/\s+/g, ' ').trim();
}
