import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of every answer: the web app, the simulator, the API reference and
 * JSON alike. Scripts come only from this origin (none inline, no eval). Styles allow 'unsafe-inline'
 * because Mantine writes its CSS variables into <style> elements and React sets style attributes;
 * a style cannot run code. Images may be https (customers' MMS media, e-mail images staff choose to
 * load) and data: (swagger-ui's icons). Media likewise: call recordings and voicemails play
 * from the carrier's https URL, and the demo's recording is a data: URL. Nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/**
 * The headers of every answer, written once at start (they never vary by request): the policy above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer (public links carry their authority in
 * the URL, which must not leak to other sites) and the rest of helmet's defaults, which this list
 * replaced (helmet rebuilt the policy text on every request).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  // Plain http on a LAN or localhost must keep working; HTTPS is the proxy's to enforce.
  'strict-transport-security': 'max-age=15552000',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Registered first, so routes, 404s and errors all get the headers; a route may still override one. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
