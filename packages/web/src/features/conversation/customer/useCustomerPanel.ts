import {
  checkVin,
  notice,
  validateCustomerEdit,
  type CustomerEdit,
  type CustomerEditErrors,
  type CustomerRecord,
  type DmsCustomerSearch,
  type DmsCustomerVehicle,
  type Lead,
  type ServiceVehicle,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';

export const CUSTOMER_SAVED = 'Customer updated';
export const VEHICLE_ATTACHED = 'Vehicle attached';

/** The lead's own copy of the customer, until the full record (phones, line types) arrives. */
const fromLead = (lead: Lead): CustomerRecord => ({
  id: lead.customerMaster.id,
  bocIdFk: lead.bocMaster.id,
  store: lead.storeMaster.id,
  custno: lead.customerMaster.custno ?? null,
  firstName: lead.customerMaster.firstName,
  lastName: lead.customerMaster.lastName,
  email: lead.customerMaster.email ?? null,
  phone: null,
  cellular: lead.customerMaster.cellular,
  lineType: null,
  phoneLineType: null,
  block_sms: lead.customerMaster.blockSms,
});

/** What staff typed into the DMS lookup: a VIN, a phone number, or else a last name. */
export function dmsSearchFor(text: string, storeId: number): DmsCustomerSearch {
  const typed = text.trim();
  const vin = checkVin(typed);
  if (vin.ok) return { storeId, vin: vin.value };
  if (typed.replace(/\D/g, '').length >= 10) return { storeId, cellular: typed };
  return { storeId, lastName: typed };
}

/** Only the fields that differ from the record go to the server. */
function changesOf(record: CustomerRecord, edit: Required<CustomerEdit>): CustomerEdit {
  const changed: Partial<Record<keyof CustomerEdit, string>> = {};
  if (edit.firstName !== record.firstName) changed.firstName = edit.firstName;
  if (edit.lastName !== record.lastName) changed.lastName = edit.lastName;
  if (edit.email.trim() !== (record.email ?? '')) changed.email = edit.email;
  if (edit.phone.trim() !== (record.phone ?? '')) changed.phone = edit.phone;
  if (edit.cellular.trim() !== record.cellular) changed.cellular = edit.cellular;
  return changed;
}

/** The customer panel's data: the record, its vehicles, the edit, and the DMS lookup and attach. */
export function useCustomerPanel(lead: Lead, opened: boolean, onSaved?: (record: CustomerRecord) => void) {
  const { customers } = useServices();
  const bocId = lead.bocMaster.id;
  const storeId = lead.storeMaster.id;
  const customerId = lead.customerMaster.id;
  const [record, setRecord] = useState<CustomerRecord>(() => fromLead(lead));
  const [vehicles, setVehicles] = useState<readonly ServiceVehicle[] | null>(null);
  const [errors, setErrors] = useState<CustomerEditErrors>({});
  const [saving, setSaving] = useState(false);
  const [found, setFound] = useState<readonly DmsCustomerVehicle[] | null>(null);
  const [busyVin, setBusyVin] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    void customers
      .search({ bocId, storeId, cellular: lead.customerMaster.cellular, page: 0, size: 50 })
      .then((result) => {
        const match = result.ok ? result.value.data.find((row) => row.id === customerId) : undefined;
        if (live && match) setRecord(match);
      });
    void customers.vehicles(bocId, customerId).then((result) => {
      if (live) setVehicles(result.ok ? result.value.data : []);
      if (!result.ok) showFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [opened, customers, bocId, storeId, customerId, lead.customerMaster.cellular]);

  const save = useCallback(
    async (edit: Required<CustomerEdit>) => {
      const changes = changesOf(record, edit);
      const checked = validateCustomerEdit(changes);
      setErrors(checked.ok ? {} : checked.error);
      if (!checked.ok || Object.keys(changes).length === 0) return;
      setSaving(true);
      const result = await customers.update(bocId, { id: customerId, ...changes });
      setSaving(false);
      if (!result.ok) return showFailure(result.error);
      setRecord(result.value);
      onSaved?.(result.value);
      showNotice(notice({ message: CUSTOMER_SAVED, tone: 'success' }));
    },
    [customers, bocId, customerId, record, onSaved],
  );

  const lookUp = useCallback(
    async (text: string) => {
      if (text.trim() === '') return;
      const result = await customers.lookupDmsVehicles(dmsSearchFor(text, storeId));
      if (!result.ok) return showFailure(result.error);
      setFound(result.value.data);
    },
    [customers, storeId],
  );

  const attach = useCallback(
    async (vin: string) => {
      setBusyVin(vin);
      const result = await customers.attachVehicle(bocId, { customerId, storeId, vin });
      setBusyVin(null);
      if (!result.ok) return showFailure(result.error);
      setVehicles((shown) => [...(shown ?? []), result.value]);
      showNotice(notice({ message: VEHICLE_ATTACHED, tone: 'success' }));
    },
    [customers, bocId, customerId, storeId],
  );

  return { record, vehicles, errors, saving, save, found, lookUp, attach, busyVin } as const;
}
