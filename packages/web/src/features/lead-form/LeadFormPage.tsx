import {
  leadFormConsentText,
  leadFormDealerName,
  leadFormFor,
  type LeadFormField,
  type LeadFormMake,
} from '@torque/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { LeadField } from './LeadField';
import classes from './LeadFormPage.module.css';
import { LeadThankYou } from './LeadThankYou';
import { MakeLogo } from './MakeLogo';
import { useLeadForm } from './useLeadForm';

export const LEAD_FORM_TITLE = 'BOOK APPOINTMENT VIA TEXT';

/**
 * The public lead form of one make (spec 1 §2): the make's logo, First Name, Last Name, Phone with
 * +1 shown, the consent paragraph and Submit; a thank-you on success, 'Lead Failed to Submit.' on
 * failure. Styled without Mantine so the page stays light (the bundle budget).
 */
export function LeadFormPage({ make }: { readonly make: LeadFormMake }) {
  const form = leadFormFor(make);
  const dealer = leadFormDealerName(form);
  const { values, errors, status, change, submit } = useLeadForm(make);
  const inputs = useRef<Partial<Record<LeadFormField, HTMLInputElement | null>>>({});

  useEffect(() => {
    document.title =
      make === 'generic' ? 'Book appointment via text' : `Book appointment via text · ${form.displayName}`;
  }, [form.displayName, make]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await submit();
    if (invalid) inputs.current[invalid]?.focus();
  };

  return (
    <main className={classes.page} data-make={make}>
      <div className={classes.card}>
        <header className={classes.header}>
          <MakeLogo make={make} />
        </header>
        {status.kind === 'sent' ? (
          <LeadThankYou submission={status.submission} dealer={dealer} />
        ) : (
          <form
            className={classes.form}
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-labelledby="lead-form-title"
          >
            <h1 id="lead-form-title" className={classes.title}>
              {LEAD_FORM_TITLE}
            </h1>
            <p className={classes.lead}>
              Leave your name and mobile number and we will text you to find a time.
            </p>
            <div className={classes.names}>
              <LeadField
                id="firstName"
                label="First Name"
                autoComplete="given-name"
                value={values.firstName}
                error={errors.firstName}
                onValue={(value) => change('firstName', value)}
                inputRef={(input) => void (inputs.current.firstName = input)}
              />
              <LeadField
                id="lastName"
                label="Last Name"
                autoComplete="family-name"
                value={values.lastName}
                error={errors.lastName}
                onValue={(value) => change('lastName', value)}
                inputRef={(input) => void (inputs.current.lastName = input)}
              />
            </div>
            <LeadField
              id="phone"
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(555) 555-0123"
              prefix="+1"
              value={values.phone}
              error={errors.phone}
              onValue={(value) => change('phone', value)}
              inputRef={(input) => void (inputs.current.phone = input)}
            />
            <p className={classes.consent}>{leadFormConsentText(dealer)}</p>
            {status.kind === 'failed' && (
              <p className={classes.failure} role="alert">
                {status.message}
              </p>
            )}
            <button type="submit" className={classes.submit} disabled={status.kind === 'submitting'}>
              {status.kind === 'submitting' ? 'Submitting…' : 'Submit'}
            </button>
          </form>
        )}
      </div>
      <p className={classes.footer}>Texts come from the dealership&apos;s appointment assistant.</p>
    </main>
  );
}
