import type { LandingPageParams } from '@torque/domain';
import { Link } from 'react-router';
import { PublicPage, publicPageClasses as classes } from './PublicPage';

/** /404 */
export function PublicNotFoundPage() {
  return (
    <PublicPage title="Page not found" code="404">
      <p className={classes.text}>There is no page at this address. Check the link you followed.</p>
      <Link className={classes.action} to="/login">
        Go to sign-in
      </Link>
    </PublicPage>
  );
}

/** /500 */
export function ServerErrorPage() {
  return (
    <PublicPage title="Something went wrong" code="500">
      <p className={classes.text}>
        The server could not finish your request. Please try again in a few minutes.
      </p>
      <Link className={classes.action} to="/login">
        Go to sign-in
      </Link>
    </PublicPage>
  );
}

/** /mailconfirmation: where a confirmation e-mail's link lands. */
export function MailConfirmationPage() {
  return (
    <PublicPage title="E-mail confirmed">
      <p className={classes.text}>Thank you. Your e-mail address is confirmed; you can close this page.</p>
    </PublicPage>
  );
}

/** /FeedbackClip: where a feedback link lands. */
export function FeedbackClipPage() {
  return (
    <PublicPage title="Thank you for your feedback">
      <p className={classes.text}>Your dealership has received it. You can close this page.</p>
    </PublicPage>
  );
}

/**
 * /register: spec 1 names the route but shows no registration form, and Torque accounts belong to a
 * dealership, so this page says how accounts are really made.
 */
export function RegisterPage() {
  return (
    <PublicPage title="Create an account">
      <p className={classes.text}>
        Torque accounts are created by your dealership&apos;s administrator. Ask them to add you, then sign in
        with the e-mail address they used.
      </p>
      <Link className={classes.action} to="/login">
        Sign in
      </Link>
    </PublicPage>
  );
}

/** /landing: the meeting page (its content is not in the spec); landingpage=true carries the invitation. */
export function MeetingPage({ landing }: { readonly landing?: LandingPageParams | undefined }) {
  return (
    <PublicPage title="Your meeting">
      <p className={classes.text}>
        This page opens the meeting your dealership invited you to. If it has not started, reply to the
        message with your invitation and your dealership will send a new link.
      </p>
      {landing && (
        <dl className={classes.details} aria-label="Invitation">
          <dt>Invitation type</dt>
          <dd>{landing.type}</dd>
          {landing.messageId && (
            <>
              <dt>Message</dt>
              <dd>{landing.messageId}</dd>
            </>
          )}
        </dl>
      )}
    </PublicPage>
  );
}
