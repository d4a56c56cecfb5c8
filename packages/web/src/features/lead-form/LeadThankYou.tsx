import { formatPhone, type LeadSubmission } from '@torque/domain';
import { useEffect, useRef } from 'react';
import classes from './LeadFormPage.module.css';

/** Spec 1 §2: on success a thank-you message appears. Focus moves to it, so it is read out. */
export function LeadThankYou({
  submission,
  dealer,
}: {
  readonly submission: LeadSubmission;
  readonly dealer: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={classes.thanks} aria-labelledby="lead-thanks-title">
      <svg className={classes.thanksIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <h1 id="lead-thanks-title" ref={heading} tabIndex={-1} className={classes.title}>
        Thank you, {submission.firstName}!
      </h1>
      <p className={classes.lead}>
        Your request is in. {dealer === 'this dealership' ? 'We' : dealer} will text you at{' '}
        <strong className={classes.nowrap}>+1 {formatPhone(submission.customerPhoneNumber)}</strong> shortly
        to book your appointment.
      </p>
    </section>
  );
}
