import {
  AUTO_RESPONSE_PROBLEM,
  AUTO_RESPONSE_THANKS,
  emailAutoResponseQuery,
  type EmailAutoResponseParams,
} from '@torque/domain';
import { PublicPage, publicPageClasses as classes } from './PublicPage';
import { useAutoResponse } from './useAutoResponse';

/**
 * /email/autoResponse (spec 1 §2): one GET with the link's values; 'Thanks for your response!' on
 * success, 'There is some problem. Please try after some time.' on failure.
 */
export function AutoResponsePage({ params }: { readonly params: EmailAutoResponseParams }) {
  const status = useAutoResponse(emailAutoResponseQuery(params));
  return (
    <PublicPage title="Your response">
      {status === 'pending' && <div className={classes.spinner} aria-hidden="true" />}
      <p
        className={`${classes.text} ${classes.status}`}
        role="status"
        data-tone={status === 'recorded' ? 'success' : status === 'failed' ? 'problem' : undefined}
      >
        {status === 'pending'
          ? 'Sending your response…'
          : status === 'recorded'
            ? AUTO_RESPONSE_THANKS
            : AUTO_RESPONSE_PROBLEM}
      </p>
    </PublicPage>
  );
}
