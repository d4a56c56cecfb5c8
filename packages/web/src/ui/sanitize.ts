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
