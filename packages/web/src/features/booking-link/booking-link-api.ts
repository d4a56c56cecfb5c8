import type { TransportType } from '@torque/domain';

/** The page as GET /api/booking-link/{token} answers it (openapi BookingLinkPage). */
export type BookingLinkPageData = {
  readonly storeName: string;
  readonly storeMake: string | null;
  readonly language: 'en' | 'es';
  readonly firstName: string;
  readonly vehicle: string;
  readonly servicesDue: readonly string[];
  readonly transports: readonly TransportType[];
  readonly transportType: TransportType;
  readonly zone: string;
  readonly slots: readonly { readonly date: string; readonly time: string }[];
  readonly appointment: {
    readonly date: string;
    readonly time: string;
    readonly transportType: string | null;
    readonly advisorName: string | null;
  } | null;
};
export type BookingLinkAnswer = {
  readonly outcome: 'BOOKED' | 'RESCHEDULED' | 'CANCELLED' | 'TAKEN';
  readonly page: BookingLinkPageData;
};
export type BookingLinkChoice = { readonly date: string; readonly time: string; readonly transportType: TransportType };

/** What a call answered: the data, the link no longer opening, or a refusal in the server's words. */
export type Called<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * The booking page's calls (issue 34), plain fetch so the public page stays light: no session, no
 * auth header; the token in the path is the authority. A 404 (or a token the contract refuses) is
 * the link no longer opening.
 */
export class BookingLinkApi {
  constructor(
    private readonly token: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  page(transportType?: string): Promise<Called<BookingLinkPageData>> {
    const query = transportType ? `?${new URLSearchParams({ transportType }).toString()}` : '';
    return this.call<BookingLinkPageData>('GET', query);
  }

  book(choice: BookingLinkChoice): Promise<Called<BookingLinkAnswer>> {
    return this.call<BookingLinkAnswer>('POST', '/appointment', choice);
  }

  cancel(): Promise<Called<BookingLinkAnswer>> {
    return this.call<BookingLinkAnswer>('DELETE', '/appointment');
  }

  private async call<T>(method: string, suffix: string, body?: object): Promise<Called<T>> {
    const response = await this.fetcher(`/api/booking-link/${encodeURIComponent(this.token)}${suffix}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (response.ok) return { kind: 'ok', value: (await response.json()) as T };
    if (response.status === 404) return { kind: 'invalid' };
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (response.status === 400 && method === 'GET') return { kind: 'invalid' };
    return { kind: 'refused', message: typeof answer.message === 'string' ? answer.message : '' };
  }
}
