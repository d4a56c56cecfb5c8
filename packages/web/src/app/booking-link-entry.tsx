import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingLinkPage } from '../features/booking-link';
import { createBookingLinkPageGateway } from './public-composition-root';

/** The customer's booking page on its own (issue 34): no router, no Mantine, no staff code, no session. */
export function startBookingLink(container: HTMLElement, token: string): void {
  createRoot(container).render(
    <StrictMode>
      <BookingLinkPage gateway={createBookingLinkPageGateway(token)} />
    </StrictMode>,
  );
}
