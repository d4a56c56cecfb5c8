import {
  AUTO_RESPONSE_PROBLEM,
  AUTO_RESPONSE_THANKS,
  emailAutoResponseQuery,
  LINK_NO_LONGER_VALID,
  type EmailAutoResponseParams,
} from '@torque/domain';
import { PublicPage, publicPageClasses as classes } from './PublicPage';
import { useAutoResponse } from './useAutoResponse';

/**
 * /email/autoResponse (spec 1 §2): one GET with the link's values; 'Thanks for your response!' on
 * success, 'There is some problem. Please try after some time.' on failure. A link the server
 * refuses (forged, expired: issue 13) says it is no longer valid, since trying later cannot help.
 */
export function AutoResponsePage({ params }: { readonly params: EmailAutoResponseParams }) {
  const status = useAutoResponse(emailAutoResponseQuery(params));
  return (
    <PublicPage title="Your response">
      {status === 'pending' && <div className={classes.spinner} aria-hidden="true" />}
      <p
        className={`${classes.text} ${classes.status}`}
        role="status"
        data-tone={status === 'recorded' ? 'success' : status === 'pending' ? undefined : 'problem'}
      >
        {status === 'pending'
          ? 'Sending your response…'
          : status === 'recorded'
            ? AUTO_RESPONSE_THANKS
            : status === 'refused'
              ? LINK_NO_LONGER_VALID
              : AUTO_RESPONSE_PROBLEM}
      </p>
      {status === 'refused' && (
        <p className={classes.text}>
          It may have expired. Reply to the dealership&apos;s e-mail, or ask them to send you a new link.
        </p>
      )}
    </PublicPage>
  );
}
