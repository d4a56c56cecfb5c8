import type {
  BookingLinkAnswer,
  BookingLinkCalled as Called,
  BookingLinkPage as BookingLinkPageData,
  BookingLinkPageGateway,
  TransportType,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { bookingTexts } from './booking-link-texts';

export type Slot = { readonly date: string; readonly time: string };
export type BookingView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'ready'; readonly page: BookingLinkPageData };

/** What the page last said: a success read politely, a problem announced at once. */
export type Said = { readonly tone: 'status' | 'alert'; readonly text: string } | null;

/** The booking page's state: the page, the chosen way in and time, and what was last said. */
export function useBookingLink(client: BookingLinkPageGateway) {
  const [view, setView] = useState<BookingView>({ kind: 'loading' });
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  /** The way in just chosen: shown at once, while its free times load. */
  const [asked, setAsked] = useState<TransportType | null>(null);

  const show = useCallback((called: Called<BookingLinkPageData>) => {
    if (called.kind === 'ok') setView({ kind: 'ready', page: called.value });
    else if (called.kind === 'invalid') setView({ kind: 'invalid' });
    else setSaid({ tone: 'alert', text: called.message });
  }, []);

  useEffect(() => {
    void client.page().then(show);
  }, [client, show]);

  const page = view.kind === 'ready' ? view.page : null;
  const texts = bookingTexts(page?.language ?? 'en');

  const chooseTransport = async (transportType: TransportType) => {
    setAsked(transportType);
    setChosen(null);
    setSaid(null);
    show(await client.page(transportType));
    setAsked(null);
  };
  const transport = asked ?? page?.transportType ?? null;

  const answered = (called: Called<BookingLinkAnswer>) => {
    if (called.kind === 'invalid') return setView({ kind: 'invalid' });
    if (called.kind === 'refused') return setSaid({ tone: 'alert', text: called.message || texts.failed });
    const { outcome, page: fresh } = called.value;
    setView({ kind: 'ready', page: fresh });
    setChosen(null);
    const words = {
      BOOKED: texts.booked,
      RESCHEDULED: texts.moved,
      CANCELLED: texts.cancelled,
      TAKEN: texts.taken,
    };
    setSaid({ tone: outcome === 'TAKEN' ? 'alert' : 'status', text: words[outcome] });
  };

  const run = async (call: () => Promise<Called<BookingLinkAnswer>>) => {
    setBusy(true);
    try {
      answered(await call());
    } catch {
      setSaid({ tone: 'alert', text: texts.failed });
    } finally {
      setBusy(false);
    }
  };

  /** Books (or moves the booking to) the chosen time; false when no time was chosen. */
  const book = async (): Promise<boolean> => {
    if (!page) return false;
    if (!chosen) {
      setSaid({ tone: 'alert', text: texts.pickFirst });
      return false;
    }
    await run(() => client.book({ ...chosen, transportType: page.transportType }));
    return true;
  };

  const cancel = () => run(() => client.cancel());

  return { view, texts, chosen, choose: setChosen, said, busy, transport, chooseTransport, book, cancel };
}
