import {
  type AppError,
  type Lead,
  notice,
  vehicleRecordUpdate,
  type VirtualServiceRecord,
} from '@torque/domain';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useServices } from '../../../services/services-context';
import { showFailure, showNotice } from '../../../ui/notices';
import { mileageRequests } from './mileage-requests';

export const MILEAGE_UPDATED = 'Mileage Updated';

export type MileageDetails = { readonly minder: string; readonly lastServiceDate: string };

/** The vehicle's shown mileage, a pending update from the message menu, and the calls behind both. */
export function useVehicleRecord(lead: Lead) {
  const { vehicleRecords } = useServices();
  const snapshot = useSyncExternalStore(mileageRequests.subscribe, mileageRequests.snapshot);
  const vehicle = lead.serviceVehicle;
  const miles = mileageRequests.shown(snapshot, vehicle.id, vehicle.odometer ?? null);
  const pending = snapshot.pending?.leadId === lead.id ? snapshot.pending : null;
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (picked: number, details: MileageDetails): Promise<AppError | null> => {
      const update = vehicleRecordUpdate({
        selectedText: String(picked),
        futureServiceInteractionId: lead.id,
        minder: details.minder,
        lastServiceDate: details.lastServiceDate || null,
        zone: lead.storeMaster.officeMasterVO.officeTimeZone,
      });
      if (!update.ok) return update.error;
      setSaving(true);
      const saved = await vehicleRecords.updateVehicleRecord(update.value);
      setSaving(false);
      if (!saved.ok) {
        showFailure(saved.error);
        return saved.error;
      }
      mileageRequests.recorded(vehicle.id, {
        miles: saved.value.last_mileage ?? picked,
        before: vehicle.odometer ?? null,
      });
      showNotice(notice({ message: MILEAGE_UPDATED }));
      return null;
    },
    [lead.id, lead.storeMaster.officeMasterVO.officeTimeZone, vehicle.id, vehicle.odometer, vehicleRecords],
  );

  const [history, setHistory] = useState<readonly VirtualServiceRecord[] | 'loading' | AppError>('loading');
  const loadHistory = useCallback(async () => {
    setHistory('loading');
    const page = await vehicleRecords.virtualServiceRecords(lead.id);
    setHistory(page.ok ? page.value.data : page.error);
  }, [lead.id, vehicleRecords]);

  return { miles, pending, saving, save, dismiss: () => mileageRequests.dismiss(), history, loadHistory };
}
