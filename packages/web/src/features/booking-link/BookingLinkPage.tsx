import { bookingLinkDayLabel as dayLabel, bookingLinkTimeLabel as timeLabel } from '@torque/domain';
import type { BookingLinkPageGateway } from '@torque/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { NO_LONGER_VALID } from './booking-link-texts';
import classes from './BookingLinkPage.module.css';
import { useBookingLink, type Slot } from './useBookingLink';

const byDay = (slots: readonly Slot[]): [string, Slot[]][] => {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days];
};
const slotValue = (slot: Slot) => `${slot.date}T${slot.time}`;

/**
 * The customer's booking page (issue 34; no sign-in, phone first): the store, the vehicle, the service
 * due, the ways in the store offers and the next free times; book, move or cancel. Plain CSS, no
 * Mantine, so it stays within the public pages' JavaScript budget.
 */
export function BookingLinkPage({ gateway }: { readonly gateway: BookingLinkPageGateway }) {
  const { view, texts, chosen, choose, said, busy, transport, chooseTransport, book, cancel } =
    useBookingLink(gateway);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const firstTime = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = view.kind === 'ready' ? `${texts.title} · ${view.page.storeName}` : texts.title;
  }, [view, texts.title]);
  useEffect(() => {
    if (said?.tone === 'alert' && said.text === texts.pickFirst) firstTime.current?.focus();
  }, [said, texts.pickFirst]);

  if (view.kind === 'loading') return <main className={classes.page} aria-busy="true" />;
  if (view.kind === 'invalid')
    return (
      <main className={classes.page}>
        <div className={classes.card}>
          <h1 className={classes.title}>{NO_LONGER_VALID}</h1>
        </div>
      </main>
    );

  const { page } = view;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void book();
  };
  const make = page.storeMake?.toLowerCase().replace(/[^a-z]/g, '') ?? '';

  return (
    <main className={classes.page} data-make={make} lang={page.language}>
      <div className={classes.card}>
        <header className={classes.header}>
          <p className={classes.store}>{page.storeName}</p>
          <h1 className={classes.title}>{texts.title}</h1>
          <p className={classes.hello}>{texts.hello(page.firstName)}</p>
        </header>
        <dl className={classes.facts}>
          <div>
            <dt>{texts.vehicle}</dt>
            <dd>{page.vehicle}</dd>
          </div>
          <div>
            <dt>{texts.serviceDue}</dt>
            <dd>{page.servicesDue.join(', ')}</dd>
          </div>
        </dl>
        {page.appointment && (
          <section className={classes.booked} aria-labelledby="booked-title">
            <h2 id="booked-title" className={classes.subtitle}>
              {texts.yours}
            </h2>
            <p className={classes.when}>
              {`${dayLabel(page.appointment.date, page.language)} ${texts.at} ${timeLabel(page.appointment.time)}`}
            </p>
            <button type="button" className={classes.secondary} disabled={busy} onClick={() => void cancel()}>
              {texts.cancel}
            </button>
          </section>
        )}
        <p
          ref={saidRef}
          className={said?.tone === 'alert' ? classes.alert : classes.status}
          role={said?.tone === 'alert' ? 'alert' : 'status'}
          aria-live={said?.tone === 'alert' ? 'assertive' : 'polite'}
        >
          {said?.text ?? ''}
        </p>
        <form className={classes.form} onSubmit={onSubmit} noValidate>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>{texts.transport}</legend>
            <div className={classes.choices}>
              {page.transports.map((kind) => (
                <label key={kind} className={classes.choice}>
                  <input
                    type="radio"
                    name="transport"
                    value={kind}
                    checked={transport === kind}
                    disabled={busy}
                    onChange={() => void chooseTransport(kind)}
                  />
                  <span>{texts.transports[kind]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>{texts.times}</legend>
            {page.slots.length === 0 && <p className={classes.hello}>{texts.noTimes}</p>}
            {byDay(page.slots).map(([date, slots], dayIndex) => (
              <div key={date} role="group" aria-label={dayLabel(date, page.language)} className={classes.day}>
                <p className={classes.dayName} aria-hidden="true">
                  {dayLabel(date, page.language)}
                </p>
                <div className={classes.times}>
                  {slots.map((slot, index) => (
                    <label key={slotValue(slot)} className={classes.time}>
                      <input
                        ref={dayIndex === 0 && index === 0 ? firstTime : undefined}
                        type="radio"
                        name="time"
                        value={slotValue(slot)}
                        checked={chosen !== null && slotValue(chosen) === slotValue(slot)}
                        onChange={() => choose(slot)}
                        aria-label={`${dayLabel(date, page.language)} ${texts.at} ${timeLabel(slot.time)}`}
                      />
                      <span aria-hidden="true">{timeLabel(slot.time)}</span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </fieldset>
          <button type="submit" className={classes.primary} disabled={busy || page.slots.length === 0}>
            {busy ? texts.working : page.appointment ? texts.move : texts.book}
          </button>
        </form>
      </div>
    </main>
  );
}
