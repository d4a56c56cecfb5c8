import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingLinkPage } from '../features/booking-link';

/** The customer's booking page on its own (issue 34): no router, no Mantine, no staff code, no session. */
export function startBookingLink(container: HTMLElement, token: string): void {
  createRoot(container).render(
    <StrictMode>
      <BookingLinkPage token={token} />
    </StrictMode>,
  );
}
