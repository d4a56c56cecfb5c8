import {
  bookingPayload,
  bookingRequestDate,
  firstBookingDay,
  notice,
  type AvailabilitySlot,
  type Lead,
  type Opcode,
  type OutboundPreview,
  type TransportType,
} from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

export type BookingChoice = {
  readonly transportType: TransportType;
  readonly opCodes: readonly string[];
  /** YYYY-MM-DD, the store's local date. */
  readonly date: string;
  readonly notes: string;
};

/** The form's first day: tomorrow in the store's zone. */
export const firstDayFor = (lead: Lead): string =>
  firstBookingDay(lead.storeMaster.officeMasterVO.officeTimeZone || 'America/New_York', new Date());

/** The booking payload for this lead and choice; the date goes as spec 2's request dates (DD.MM.YYYY). */
function payloadFor(lead: Lead, choice: BookingChoice, slot?: AvailabilitySlot, textCustomer?: boolean) {
  const day = bookingRequestDate(choice.date);
  return bookingPayload({
    fsiId: lead.id,
    transportType: choice.transportType,
    inpDate: day,
    inpTime: slot?.time ?? '00:00',
    notes: choice.notes,
    serviceType: lead.plannedServiceType ?? '',
    dealerCode: lead.storeMaster.store_id ?? '',
    vin: lead.serviceVehicle.vin ?? '',
    opCode: choice.opCodes,
    advisorId: slot?.advisorId ?? '',
    startDate: day,
    endDate: day,
    ...(textCustomer === undefined ? {} : { textCustomer }),
  });
}

/** The booking form's data: the store's services, the free slots of the choice, and the booking itself. */
export function useAppointmentBooking(lead: Lead, open: boolean, choice: BookingChoice) {
  const { appointmentBooking } = useServices();
  const [services, setServices] = useState<readonly Opcode[]>([]);
  const [booking, setBooking] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void appointmentBooking
      .manualAppointmentServices({ bocId: lead.bocMaster.id, storeId: lead.storeMaster.id })
      .then((answer) => {
        if (live) setServices(answer.ok ? answer.value.data : []);
      });
    return () => {
      live = false;
    };
  }, [appointmentBooking, open, lead.bocMaster.id, lead.storeMaster.id]);

  // The choice as one value: slots are for exactly this choice (and this reload), else still loading.
  const [reloads, setReloads] = useState(0);
  const key = `${choice.transportType}|${choice.opCodes.join(',')}|${choice.date}|${reloads}`;
  const [found, setFound] = useState<{
    readonly key: string;
    readonly slots: readonly AvailabilitySlot[];
    readonly error: string | null;
  } | null>(null);
  useEffect(() => {
    if (!open || !choice.date) return;
    let live = true;
    void appointmentBooking.availability('nlp', payloadFor(lead, choice)).then((answer) => {
      if (live)
        setFound({
          key,
          slots: answer.ok ? answer.value.data : [],
          error: answer.ok ? null : answer.error.message,
        });
    });
    return () => {
      live = false;
    };
    // The key stands for the choice's fields (a new object each render would reload forever).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentBooking, open, lead, key]);
  const slots = found?.key === key ? found.slots : null;
  const slotsError = found?.key === key ? found.error : null;

  /** Books the slot; true when booked (the notice is shown either way, in the spec's words). */
  const book = async (slot: AvailabilitySlot, textCustomer: boolean): Promise<boolean> => {
    setBooking(true);
    const answer = await appointmentBooking.book('nlp', payloadFor(lead, choice, slot, textCustomer));
    setBooking(false);
    if (answer.ok) {
      showNotice(notice({ message: answer.value.message }));
      return true;
    }
    showFailure(answer.error);
    setReloads((count) => count + 1);
    return false;
  };

  return { services, slots, slotsError, booking, book };
}

/**
 * Issue 30: the confirmation the booking of the picked slot will text, and to whom, asked of the
 * server (the same plan it sends from) whenever the slot or the choice changes.
 */
export function useConfirmationPreview(
  lead: Lead,
  choice: BookingChoice,
  slot: AvailabilitySlot | undefined,
) {
  const { appointmentBooking } = useServices();
  const key = slot
    ? `${slot.date}|${slot.time}|${slot.advisorId ?? ''}|${choice.transportType}|${choice.opCodes.join(',')}`
    : '';
  const [found, setFound] = useState<{
    readonly key: string;
    readonly preview: OutboundPreview | null;
    readonly error: string | null;
  } | null>(null);
  useEffect(() => {
    if (!slot) return;
    let live = true;
    void appointmentBooking.previewConfirmation(payloadFor(lead, choice, slot)).then((answer) => {
      if (live)
        setFound({
          key,
          preview: answer.ok ? answer.value : null,
          error: answer.ok ? null : answer.error.message,
        });
    });
    return () => {
      live = false;
    };
    // The key stands for the slot and the choice's fields that change the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentBooking, lead, key]);
  return found?.key === key && slot ? found : null;
}
