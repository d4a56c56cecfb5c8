import {
  type AppError,
  type Lead,
  vehicleRecordUpdate,
  type VirtualMileageRecord,
  type VirtualServiceRecord,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export const FOUND_PAGE_SIZE = 10;

export type MileageEntry = {
  readonly mileage: string;
  readonly minder: string;
  /** yyyy-MM-dd from the date field, or ''. */
  readonly lastServiceDate: string;
};

type Records = readonly VirtualServiceRecord[] | 'loading' | AppError;

/** Finds leads with the lead manager's search, and reads and updates the chosen lead's vehicle record. */
export function useVehicleMileageScreen() {
  const { leads, vehicleRecords } = useServices();
  const [searchText, setSearchText] = useState('');
  const [found, setFound] = useState<readonly Lead[] | 'idle' | 'loading' | AppError>('idle');
  const [chosen, setChosen] = useState<Lead | null>(null);
  const [records, setRecords] = useState<Records>('loading');
  const [revision, setRevision] = useState(0);

  const search = useCallback(async () => {
    const text = searchText.trim();
    if (text === '') return;
    setFound('loading');
    const page = await leads.search({ searchText: text, page: 0, size: FOUND_PAGE_SIZE });
    setFound(page.ok ? page.value.data : page.error);
  }, [leads, searchText]);

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    void vehicleRecords.virtualServiceRecords(chosen.id).then((page) => {
      if (live) setRecords(page.ok ? page.value.data : page.error);
    });
    return () => {
      live = false;
    };
  }, [chosen, vehicleRecords, revision]);

  const choose = useCallback((lead: Lead | null) => {
    setRecords('loading');
    setChosen(lead);
  }, []);

  /** Checks the entry by the spec's rules, then saves it; answers the stored record or the refusal. */
  const update = useCallback(
    async (entry: MileageEntry): Promise<VirtualMileageRecord | AppError> => {
      if (!chosen) throw new Error('no vehicle chosen');
      const payload = vehicleRecordUpdate({
        selectedText: entry.mileage,
        futureServiceInteractionId: chosen.id,
        minder: entry.minder,
        lastServiceDate: entry.lastServiceDate || null,
        zone: chosen.storeMaster.officeMasterVO.officeTimeZone,
      });
      if (!payload.ok) return payload.error;
      const saved = await vehicleRecords.updateVehicleRecord(payload.value);
      if (!saved.ok) return saved.error;
      setRevision((value) => value + 1);
      return saved.value;
    },
    [chosen, vehicleRecords],
  );

  return { searchText, setSearchText, search, found, chosen, choose, records, update } as const;
}
