import type { TransportType } from './availability-config.js';

/** The customer's booking page as the server answers it (issue 34; openapi BookingLinkPage). */
export type BookingLinkPage = {
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
  readonly page: BookingLinkPage;
};
export type BookingLinkChoice = {
  readonly date: string;
  readonly time: string;
  readonly transportType: TransportType;
};

/** What a call answered: the data, the link no longer opening, or a refusal in the server's words. */
export type BookingLinkCalled<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'refused'; readonly message: string };

/** The booking page's calls, with the link's token as the only authority (no session). */
export interface BookingLinkPageGateway {
  page(transportType?: TransportType): Promise<BookingLinkCalled<BookingLinkPage>>;
  book(choice: BookingLinkChoice): Promise<BookingLinkCalled<BookingLinkAnswer>>;
  cancel(): Promise<BookingLinkCalled<BookingLinkAnswer>>;
}
