import fastifyHelmet from '@fastify/helmet';
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
 * Security headers on every answer (@fastify/helmet): the policy above, X-Frame-Options DENY,
 * nosniff and Referrer-Policy no-referrer (public links carry their authority in the URL, which must
 * not leak to other sites). Registered first, so routes, 404s and errors all get them.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Plain http on a LAN or localhost must keep working; HTTPS is the proxy's to enforce.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
