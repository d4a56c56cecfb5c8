import {
  BOOKING_LINK_LIFETIME_MS,
  BOOKING_LINK_NO_LONGER_VALID,
  bookingLinkOpens,
  bookingLinkPath,
  parseBookingLinkToken,
  placeholdersIn,
  type TemplateContext,
} from '@torque/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { BookingLinkRepository, type BookingLinkRow } from './booking-link.repository.js';

const BOOKING_LINK_PLACEHOLDER = 'lead.deal.bookingLink';

/** The signature a link's token carries: HMAC-SHA256 over its id and nonce, base64url (43 characters). */
const signature = (secret: string, row: Pick<BookingLinkRow, 'id' | 'nonce'>): string =>
  // Stryker disable next-line StringLiteral: utf8 is the default encoding of a text's update; named for the reader.
  createHmac('sha256', secret).update(`booking-link:${row.id}:${row.nonce}`, 'utf8').digest('base64url');

/**
 * Issue 34 point 1: the customer's booking links. One live link per lead, made the first time a text
 * for the lead carries one and reused until it expires or staff revoke it, so the preview staff see
 * and the text that goes carry the same link. The token is `<id>.<signature>`: signed with the
 * installation's secret, so only the id and a random nonce are stored.
 */
export class BookingLinks {
  constructor(
    private readonly secret: string,
    /** Where customers reach this installation (PUBLIC_URL); '' gives a path. */
    private readonly publicUrl: string = '',
  ) {}

  /** The lead's live link as a customer opens it, made now when it has none. */
  async urlFor(db: Queryable, fsiId: number, now: Date): Promise<string> {
    const links = new BookingLinkRepository(db);
    const row =
      (await links.findLive(fsiId, now)) ??
      (await links.insert({
        fsiId,
        nonce: randomBytes(16).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + BOOKING_LINK_LIFETIME_MS),
      }));
    return this.urlOf(row);
  }

  urlOf(row: Pick<BookingLinkRow, 'id' | 'nonce'>): string {
    return `${this.publicUrl.replace(/\/$/, '')}${bookingLinkPath(this.tokenOf(row))}`;
  }

  tokenOf(row: Pick<BookingLinkRow, 'id' | 'nonce'>): string {
    return `${row.id}.${signature(this.secret, row)}`;
  }

  /**
   * The lead a token opens now. A token of the wrong shape, a forged signature, an unknown, expired or
   * revoked link: all the same 404, which says nothing about which.
   */
  async open(db: Queryable, token: string, now: Date): Promise<number> {
    const parsed = parseBookingLinkToken(token);
    const row = parsed ? await new BookingLinkRepository(db).find(parsed.id) : null;
    if (!parsed || !row) throw notFound(BOOKING_LINK_NO_LONGER_VALID);
    const expected = Buffer.from(signature(this.secret, row));
    const given = Buffer.from(parsed.mac);
    // Stryker disable next-line ConditionalExpression: parseBookingLinkToken admits 43-character macs only, the signature's length.
    const signed = expected.length === given.length && timingSafeEqual(expected, given);
    if (!signed || !bookingLinkOpens({ expiresAt: row.expires_at, revokedAt: row.revoked_at }, now))
      throw notFound(BOOKING_LINK_NO_LONGER_VALID);
    return row.fsi_id;
  }
}

/**
 * The template values with the lead's booking link, when the body carries its placeholder (a link is
 * made only for a text that shows it); without booking links the placeholder renders empty.
 */
export async function withBookingLink(
  db: Queryable,
  links: BookingLinks | undefined,
  template: TemplateContext,
  body: string,
  fsiId: number,
  now: Date,
): Promise<TemplateContext> {
  if (!links || !placeholdersIn(body).includes(BOOKING_LINK_PLACEHOLDER)) return template;
  return { ...template, deal: { ...template.deal, bookingLink: await links.urlFor(db, fsiId, now) } };
}
