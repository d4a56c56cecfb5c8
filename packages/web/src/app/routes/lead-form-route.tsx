import type { LeadFormMake } from '@torque/domain';
import { LeadFormPage } from '../../features/lead-form';

/** The public lead form: its own chunk, with neither Mantine nor the staff app. */
export function LeadFormRoute({ make }: { readonly make: LeadFormMake }) {
  return <LeadFormPage make={make} />;
}
