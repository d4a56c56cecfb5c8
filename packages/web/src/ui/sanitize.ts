import DOMPurify from 'dompurify';

/** Tags that have no business in a message body even when harmless to DOMPurify. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

let hooksInstalled = false;

/** Links in message bodies open in a new tab and never get a handle on this window. */
function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/** Message HTML made safe to render: no script, no event handler, no javascript: URL. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, ADD_ATTR: ['target'] });
}

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
