import {
  validateLeadForm,
  type LeadFormErrors,
  type LeadFormField,
  type LeadFormMake,
  type LeadSubmission,
} from '@torque/domain';
import { useCallback, useState } from 'react';
import { usePublicServices } from '../../services/services-context';

export type LeadFormValues = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
};

export type LeadFormStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'submitting' }
  | { readonly kind: 'sent'; readonly submission: LeadSubmission }
  /** Spec 1 §2, §8: 'Lead Failed to Submit.'; the form keeps what was typed. */
  | { readonly kind: 'failed'; readonly message: string };

export const LEAD_FORM_FIELDS: readonly LeadFormField[] = ['firstName', 'lastName', 'phone'];
const EMPTY: LeadFormValues = { firstName: '', lastName: '', phone: '' };

/**
 * The lead form's state. Every rule is the domain's validateLeadForm (required fields, 'Invalid
 * Number', the make's message and store number); after the first attempt errors follow the typing.
 */
export function useLeadForm(make: LeadFormMake) {
  const { leadSubmission, environment } = usePublicServices();
  const [values, setValues] = useState<LeadFormValues>(EMPTY);
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<LeadFormStatus>({ kind: 'editing' });

  const check = useCallback(
    (next: LeadFormValues) => validateLeadForm({ ...next, make, tenantMode: environment.tenantMode }),
    [environment.tenantMode, make],
  );

  const change = useCallback(
    (field: LeadFormField, value: string) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        if (attempted) {
          const checked = check(next);
          setErrors(checked.ok ? {} : checked.error);
        }
        return next;
      });
    },
    [attempted, check],
  );

  /** Returns the first field in error (to focus it), or null once the form went to the server. */
  const submit = useCallback(async (): Promise<LeadFormField | null> => {
    setAttempted(true);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.error);
      return LEAD_FORM_FIELDS.find((field) => checked.error[field] !== undefined) ?? null;
    }
    setErrors({});
    setStatus({ kind: 'submitting' });
    const result = await leadSubmission.submit(checked.value);
    setStatus(
      result.ok
        ? { kind: 'sent', submission: checked.value }
        : { kind: 'failed', message: result.error.message },
    );
    return null;
  }, [check, leadSubmission, values]);

  return { values, errors, status, change, submit } as const;
}
