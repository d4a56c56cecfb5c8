import { type AppError, isSmsBlocked, type Lead, type Mark, notice, SMS_OPT_OUT } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

export type LeadMarks = {
  readonly customer: readonly Mark[];
  readonly lead: readonly Mark[];
  readonly vehicle: readonly Mark[];
};

/** What the header shows after a change: the marks and whether the customer may be texted. */
export type MarksChange = {
  readonly customerMarks: readonly Mark[];
  readonly futureServiceInteractionMarks: readonly Mark[];
  readonly blockSms: boolean;
};

export const OPTED_OUT_NOW = 'SMS opt-out added: texts to this customer are blocked.';
export const OPTED_IN_NOW = 'SMS opt-out removed: this customer may be texted again.';
export const MARK_ADDED = 'Mark added';
export const MARK_REMOVED = 'Mark removed';

/** The marks of a lead's customer, vehicle and lead, read and changed through the marks port. */
export function useLeadMarks(lead: Lead, onChange: (change: MarksChange) => void) {
  const { marks } = useServices();
  const [state, setState] = useState<LeadMarks | 'loading' | AppError>('loading');
  const [busy, setBusy] = useState(false);
  const customer = { customerId: lead.customerMaster.id };

  const load = useCallback(async (): Promise<LeadMarks | null> => {
    const [ofCustomer, ofLead, ofVehicle] = await Promise.all([
      marks.customerMarks(lead.customerMaster.id),
      marks.leadMarks(lead.id),
      marks.vehicleMarks(lead.serviceVehicle.id),
    ]);
    if (!ofCustomer.ok || !ofLead.ok || !ofVehicle.ok) {
      const failed = [ofCustomer, ofLead, ofVehicle].find((r) => !r.ok);
      setState(failed && !failed.ok ? failed.error : 'loading');
      return null;
    }
    const loaded = { customer: ofCustomer.value, lead: ofLead.value, vehicle: ofVehicle.value };
    setState(loaded);
    return loaded;
  }, [lead.customerMaster.id, lead.id, lead.serviceVehicle.id, marks]);

  const changed = async (message: string) => {
    showNotice(notice({ message }));
    const loaded = await load();
    if (loaded)
      onChange({
        customerMarks: loaded.customer,
        futureServiceInteractionMarks: loaded.lead,
        blockSms: isSmsBlocked([...loaded.customer, ...loaded.lead]),
      });
  };

  const add = async (intentType: string, reason: string) => {
    setBusy(true);
    const value = intentType === SMS_OPT_OUT ? 'STAFF' : 'Y';
    const added = await marks.add(customer, { intentType, value }, reason.trim() || undefined);
    setBusy(false);
    if (!added.ok) return showFailure(added.error);
    await changed(intentType === SMS_OPT_OUT ? OPTED_OUT_NOW : MARK_ADDED);
  };

  /** Removing the opt-out removes it from the lead too (a STOP puts it on both), so texting resumes. */
  const remove = async (intentType: string, reason: string) => {
    setBusy(true);
    const why = reason.trim() || undefined;
    let removed = await marks.remove(customer, intentType, why);
    const onLead =
      typeof state === 'object' && 'lead' in state && state.lead.some((m) => m.intentType === intentType);
    if (removed.ok && intentType === SMS_OPT_OUT && onLead)
      removed = await marks.remove({ futureServiceInteractionId: lead.id }, intentType, why);
    setBusy(false);
    if (!removed.ok) return showFailure(removed.error);
    await changed(intentType === SMS_OPT_OUT ? OPTED_IN_NOW : MARK_REMOVED);
  };

  return { state, busy, load, add, remove };
}
