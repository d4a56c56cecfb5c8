import type {
  BookingLinkAnswer,
  BookingLinkCalled,
  BookingLinkChoice,
  BookingLinkPage,
  BookingLinkPageGateway,
  TransportType,
} from '@torque/domain';
import type { PublicApiClient } from './public-api-client.js';

type Answered<T> = { readonly data?: T; readonly error?: unknown; readonly response: Response };

/** A 404 (or a GET the contract refuses, a token of the wrong shape) is the link no longer opening. */
function called<T>(answer: Answered<T>, method: 'GET' | 'POST' | 'DELETE'): BookingLinkCalled<T> {
  const { status } = answer.response;
  if (answer.response.ok && answer.data !== undefined) return { kind: 'ok', value: answer.data };
  if (status === 404 || (status === 400 && method === 'GET')) return { kind: 'invalid' };
  const message = (answer.error as { message?: unknown } | undefined)?.message;
  return { kind: 'refused', message: typeof message === 'string' ? message : '' };
}

/**
 * The customer's booking page (issue 34) over the public client: no session, no auth header; the
 * token in the path is the authority. The server's answers are the contract's types, read as they are
 * (no schema library on the public page, the bundle budget).
 */
export class HttpBookingLinkPageGateway implements BookingLinkPageGateway {
  constructor(
    private readonly client: PublicApiClient,
    private readonly token: string,
  ) {}

  async page(transportType?: TransportType): Promise<BookingLinkCalled<BookingLinkPage>> {
    const answer = await this.client.GET('/api/booking-link/{token}', {
      params: { path: { token: this.token }, query: transportType ? { transportType } : {} },
    });
    return called<BookingLinkPage>(answer, 'GET');
  }

  async book(choice: BookingLinkChoice): Promise<BookingLinkCalled<BookingLinkAnswer>> {
    const answer = await this.client.POST('/api/booking-link/{token}/appointment', {
      params: { path: { token: this.token } },
      body: { ...choice },
    });
    return called<BookingLinkAnswer>(answer, 'POST');
  }

  async cancel(): Promise<BookingLinkCalled<BookingLinkAnswer>> {
    const answer = await this.client.DELETE('/api/booking-link/{token}/appointment', {
      params: { path: { token: this.token } },
    });
    return called<BookingLinkAnswer>(answer, 'DELETE');
  }
}
