import DOMPurify from 'dompurify';

/** Tags that have no business in a message body even when harmless to DOMPurify. */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  // Media fetch on their own (poster, preload); a message body never needs them.
  'audio',
  'video',
  'source',
  'track',
];

/** Attributes that fetch from the network by themselves (srcset would bypass the src check below). */
const FORBID_ATTR = ['background', 'srcset', 'poster', 'ping', 'lowsrc', 'dynsrc'];

/** An image that is part of the message itself: no request leaves the browser for it. */
const INLINE_IMAGE = /^data:image\//i;
const REMOTE = /^(https?:)?\/\//i;

export type SanitizeOptions = {
  /** Staff chose to load this message's remote images (http and https only). */
  readonly loadRemoteImages?: boolean;
};

export type SanitizedHtml = {
  readonly html: string;
  /** Remote images (and background images) kept from loading; a button can offer to load them. */
  readonly blockedImages: number;
};

// DOMPurify's hooks are global and sanitising is synchronous: the call in progress sets these.
let loadRemoteImages = false;
let blockedImages = 0;
let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links in message bodies open in a new tab and never get a handle on this window.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') keepOrBlockImage(node);
    const style = node.getAttribute('style');
    if (style !== null && !styleMayStay(style)) {
      node.removeAttribute('style');
      if (/url\(|image-set/i.test(style)) blockedImages += 1;
    }
  });
}

/**
 * A remote image would tell the sender that (and when, and from where) staff read the message, and
 * a relative one would call this app's own server with the staff's session: neither loads unless
 * staff ask, and then only over http or https. The image keeps its alt text and size as a placeholder.
 */
function keepOrBlockImage(image: Element): void {
  const src = image.getAttribute('src')?.trim() ?? '';
  if (INLINE_IMAGE.test(src)) return;
  if (loadRemoteImages && REMOTE.test(src)) {
    if (src.startsWith('//')) image.setAttribute('src', `https:${src}`);
    return;
  }
  image.removeAttribute('src');
  if (src !== '') image.setAttribute('data-blocked-image', '');
  if (REMOTE.test(src)) blockedImages += 1;
}

/** Inline CSS fetches through url() or image-set() (or an escaped spelling of either). */
function styleMayStay(style: string): boolean {
  if (!/url\(|image-set|\\|@import/i.test(style)) return true;
  if (!loadRemoteImages || /\\|@import|image-set/i.test(style)) return false;
  const urls = [...style.matchAll(/url\(\s*['"]?\s*([^'")\s]*)/gi)].map((match) => match[1] ?? '');
  return urls.every((url) => /^https?:\/\//i.test(url) || INLINE_IMAGE.test(url));
}

/**
 * Message HTML (e-mail bodies, notes, notifications) made safe to render: no script, no event
 * handler, no javascript: URL, and no request to anywhere until staff choose to load remote images.
 */
export function sanitizeMessageHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  installHooks();
  loadRemoteImages = options.loadRemoteImages ?? false;
  blockedImages = 0;
  try {
    const clean = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS,
      FORBID_ATTR,
      ADD_ATTR: ['target'],
    });
    return { html: clean, blockedImages };
  } finally {
    loadRemoteImages = false;
    blockedImages = 0;
  }
}

/** Message HTML made safe to render, remote images blocked. */
export function sanitizeHtml(html: string): string {
  return sanitizeMessageHtml(html).html;
}
