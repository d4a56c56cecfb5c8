import { registerCustomProtocol, type Opts } from 'linkifyjs';

// linkifyjs finds http(s) addresses, bare domains and e-mail addresses; tel: links it learns here
// (before its first use, when it builds its scanner).
registerCustomProtocol('tel', true);

/** The only places a link in a customer's text may lead: the web, an e-mail, a phone call. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether a link found in a text may be made clickable. */
export function isAllowedLinkHref(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * linkify's options for message text: links open in a new tab with no handle on this window and no
 * referrer; a bare domain becomes https; anything but http, https, mailto and tel stays plain text.
 */
export const MESSAGE_LINK_OPTIONS: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer',
  validate: (_value, _type, token) => isAllowedLinkHref(token.toHref('https')),
};
