import { parseBookingLinkToken, type TemplateContext } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { BookingLinkRow } from './booking-link.repository.js';
import { BookingLinks, withBookingLink } from './booking-links.js';

// The booking link's signing and opening rules without a database: a fake answers the repository's
// queries with the rows a test gives, and records what was asked (the routes' tests use the real one).
const NOW = new Date('2026-03-02T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
/** Spec of issue 34 point 1: a link lasts a fortnight. */
const FORTNIGHT = 14 * DAY;
const NO_LONGER_VALID = 'This link is no longer valid';

const link = (change: Partial<BookingLinkRow> = {}): BookingLinkRow => ({
  id: 7,
  fsi_id: 301,
  nonce: '5f0c6a1e9b2d4c8fa1b2c3d4e5f60718',
  created_at: new Date(NOW.getTime() - DAY),
  expires_at: new Date(NOW.getTime() + DAY),
  revoked_at: null,
  ...change,
});

type Answer = unknown[] | ((params: readonly unknown[]) => unknown[]);
/** A Queryable answering each query with the next of `answers` (rows, or rows made of its parameters). */
function fakeDb(...answers: Answer[]): Queryable & { calls: { sql: string; params: readonly unknown[] }[] } {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  return {
    calls,
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      calls.push({ sql, params });
      const answer = answers.shift() ?? [];
      return (typeof answer === 'function' ? answer(params) : answer) as T[];
    },
    exec: async () => undefined,
  };
}

/** What opening a token answers: the lead's id, or the refusal's status and message. */
async function opened(
  links: BookingLinks,
  db: Queryable,
  token: string,
  now = NOW,
): Promise<number | string> {
  try {
    return await links.open(db, token, now);
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
}
const REFUSED = `404 ${NO_LONGER_VALID}`;

describe('BookingLinks tokens', () => {
  const links = new BookingLinks('installation-secret');

  it("is the link's id and a 43-character base64url signature, which the domain reads back", () => {
    const token = links.tokenOf(link());
    expect(token).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
    expect(parseBookingLinkToken(token)).toEqual({ id: 7, mac: token.slice(2) });
  });

  it('signs the id, the nonce and the secret: changing any one changes the signature', () => {
    const signatureOf = (bookingLinks: BookingLinks, row: BookingLinkRow) =>
      bookingLinks.tokenOf(row).split('.')[1];
    const base = signatureOf(links, link());
    expect(signatureOf(links, link())).toBe(base);
    expect(signatureOf(links, link({ id: 8 }))).not.toBe(base);
    expect(signatureOf(links, link({ nonce: `${link().nonce.slice(0, -1)}9` }))).not.toBe(base);
    expect(signatureOf(new BookingLinks('another-secret'), link())).not.toBe(base);
  });

  it("is a URL under PUBLIC_URL (one slash between), or the page's path without one", () => {
    const token = links.tokenOf(link());
    expect(new BookingLinks('installation-secret', 'https://torque.example.com/').urlOf(link())).toBe(
      `https://torque.example.com/book/${token}`,
    );
    expect(new BookingLinks('installation-secret', 'https://torque.example.com').urlOf(link())).toBe(
      `https://torque.example.com/book/${token}`,
    );
    expect(new BookingLinks('installation-secret').urlOf(link())).toBe(`/book/${token}`);
  });
});

describe('BookingLinks.open', () => {
  const links = new BookingLinks('installation-secret');
  const token = links.tokenOf(link());

  it("opens the lead of a live link whose signature is the installation's", async () => {
    const db = fakeDb([link()]);
    expect(await opened(links, db, token)).toBe(301);
    expect(db.calls.map((call) => call.params)).toEqual([[7]]);
  });

  it('refuses a forged signature, one made with another secret, and one for another nonce', async () => {
    const mac = token.slice(2);
    const forged = `7.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(await opened(links, fakeDb([link()]), forged)).toBe(REFUSED);
    expect(await opened(links, fakeDb([link()]), new BookingLinks('another-secret').tokenOf(link()))).toBe(
      REFUSED,
    );
    expect(await opened(links, fakeDb([link({ nonce: 'another-nonce' })]), token)).toBe(REFUSED);
  });

  it('refuses an unknown link, and a token of the wrong shape without looking it up', async () => {
    expect(await opened(links, fakeDb([]), token)).toBe(REFUSED);
    const db = fakeDb([link()]);
    expect(await opened(links, db, `${token}x`)).toBe(REFUSED);
    expect(await opened(links, db, token.slice(0, -1))).toBe(REFUSED);
    expect(db.calls).toEqual([]);
  });

  it('opens until the instant the link expires, not at it, and never once revoked', async () => {
    const expiresAt = new Date(NOW.getTime() + 1);
    expect(await opened(links, fakeDb([link({ expires_at: expiresAt })]), token)).toBe(301);
    expect(await opened(links, fakeDb([link({ expires_at: NOW })]), token)).toBe(REFUSED);
    expect(await opened(links, fakeDb([link({ revoked_at: new Date(NOW.getTime() - 1) })]), token)).toBe(
      REFUSED,
    );
  });
});

describe('BookingLinks.urlFor', () => {
  const links = new BookingLinks('installation-secret', 'https://torque.example.com');

  it("reuses the lead's live link, making none", async () => {
    const db = fakeDb([link({ id: 12 })]);
    expect(await links.urlFor(db, 301, NOW)).toBe(
      `https://torque.example.com/book/${links.tokenOf(link({ id: 12 }))}`,
    );
    expect(db.calls).toHaveLength(1);
    expect(db.calls[0]!.params).toEqual([301, NOW]);
  });

  it('makes a link lasting a fortnight from now, with a fresh random nonce, when the lead has none', async () => {
    const made = (params: readonly unknown[]) =>
      link({ id: 13, fsi_id: params[0] as number, nonce: params[1] as string });
    const first = fakeDb([], (params) => [made(params)]);
    const url = await links.urlFor(first, 301, NOW);
    expect(first.calls).toHaveLength(2);
    const [fsiId, nonce, createdAt, expiresAt] = first.calls[1]!.params;
    expect(fsiId).toBe(301);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(createdAt).toEqual(NOW);
    expect(expiresAt).toEqual(new Date(NOW.getTime() + FORTNIGHT));
    expect(url).toBe(`https://torque.example.com/book/${links.tokenOf(made(first.calls[1]!.params))}`);

    const second = fakeDb([], [link()]);
    await links.urlFor(second, 301, NOW);
    expect(second.calls[1]!.params[1]).not.toBe(nonce);
  });
});

describe('withBookingLink', () => {
  const links = new BookingLinks('installation-secret');
  const template: TemplateContext = {
    agent: {},
    contact: {},
    office: {},
    product: { vin: '1HGCM82633A004352' },
    deal: { descriptiveLastServiceDate: 'March 14, 2025' },
  };

  it("adds the lead's link when the body shows it", async () => {
    const db = fakeDb([link()]);
    expect(
      await withBookingLink(db, links, template, 'Pick a time: ${lead.deal.bookingLink}', 301, NOW),
    ).toEqual({
      ...template,
      deal: { descriptiveLastServiceDate: 'March 14, 2025', bookingLink: `/book/${links.tokenOf(link())}` },
    });
  });

  it('makes no link for a body without it, nor without booking links', async () => {
    const db = fakeDb([link()]);
    expect(await withBookingLink(db, links, template, 'See you ${lead.product.vin}', 301, NOW)).toBe(
      template,
    );
    expect(await withBookingLink(db, undefined, template, '${lead.deal.bookingLink}', 301, NOW)).toBe(
      template,
    );
    expect(db.calls).toEqual([]);
  });
});
