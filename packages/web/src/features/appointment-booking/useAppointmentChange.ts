import {
  bookingPayload,
  bookingRequestDate,
  customerName,
  notice,
  type Appointment,
  type BookingResult,
  type Lead,
  type OutboundPreview,
} from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { firstDayFor } from './useAppointmentBooking';

type Choice = { readonly action: 'move' | 'cancel'; readonly date: string; readonly picked: string | null };
type Found<T> = { readonly key: string; readonly value: T };

const byTime = (a: Appointment, b: Appointment) =>
  `${a.apptDate} ${a.apptTime}`.localeCompare(`${b.apptDate} ${b.apptTime}`);

/**
 * Issue 30: the lead's next booked appointment, the free times to move it to, the text the move or
 * the cancellation would send (asked of the server), and the change itself.
 */
export function useAppointmentChange(lead: Lead, open: boolean, choice: Choice) {
  const { appointmentBooking } = useServices();
  const [appointment, setAppointment] = useState<Appointment | null | undefined>(undefined);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    // From tomorrow, as the booking form offers days: a move or cancellation is for what lies ahead.
    const search = {
      storeIds: [lead.storeMaster.id],
      query: customerName(lead),
      apptStatus: 'BOOKED',
      startDate: firstDayFor(lead),
    };
    void appointmentBooking.search(search, { page: 0, size: 50 }).then((answer) => {
      if (!live) return;
      const own = answer.ok
        ? answer.value.data.filter((row) => row.futureServiceInteractionId === lead.id)
        : [];
      setAppointment([...own].sort(byTime)[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, [appointmentBooking, open, lead]);

  const day = choice.date ? bookingRequestDate(choice.date) : '';
  const slotsKey = appointment ? `${appointment.apptId}|${day}` : '';
  const [slots, setSlots] = useState<Found<{ times: string[]; error: string | null }> | null>(null);
  useEffect(() => {
    if (!appointment || choice.action !== 'move' || !day) return;
    let live = true;
    const payload = bookingPayload({
      fsiId: lead.id,
      transportType: appointment.transportType ?? '',
      inpDate: day,
      inpTime: '00:00',
      serviceType: '',
      dealerCode: lead.storeMaster.store_id ?? '',
      vin: lead.serviceVehicle.vin ?? '',
      opCode: appointment.opCodes ?? [],
      advisorId: '',
      startDate: day,
      endDate: day,
    });
    void appointmentBooking.availability('nlp', payload).then((answer) => {
      if (live)
        setSlots({
          key: slotsKey,
          value: {
            times: answer.ok ? answer.value.data.map((slot) => slot.time) : [],
            error: answer.ok ? null : answer.error.message,
          },
        });
    });
    return () => {
      live = false;
    };
    // The key stands for the appointment and the day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentBooking, lead, slotsKey, choice.action]);

  const move =
    appointment && choice.picked
      ? { fsiId: lead.id, apptId: appointment.apptId, inpDate: day, inpTime: choice.picked }
      : null;
  const previewKey = appointment
    ? choice.action === 'cancel'
      ? `cancel|${appointment.apptId}`
      : move
        ? `move|${appointment.apptId}|${day}|${choice.picked}`
        : ''
    : '';
  const [preview, setPreview] = useState<Found<{
    preview: OutboundPreview | null;
    error: string | null;
  }> | null>(null);
  useEffect(() => {
    if (!appointment || previewKey === '') return;
    let live = true;
    const asked =
      choice.action === 'cancel'
        ? appointmentBooking.previewCancellation({ fsiId: lead.id, apptId: appointment.apptId })
        : appointmentBooking.previewReschedule(move!);
    void asked.then((answer) => {
      if (live)
        setPreview({
          key: previewKey,
          value: { preview: answer.ok ? answer.value : null, error: answer.ok ? null : answer.error.message },
        });
    });
    return () => {
      live = false;
    };
    // The key stands for the action, the appointment and the new time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointmentBooking, lead, previewKey]);

  /** Moves or cancels; true when done (said in a notice either way). */
  const apply = async (textCustomer: boolean): Promise<boolean> => {
    if (!appointment) return false;
    setWorking(true);
    const answer =
      choice.action === 'cancel'
        ? await appointmentBooking.cancel({ fsiId: lead.id, apptId: appointment.apptId, textCustomer })
        : move
          ? await appointmentBooking.reschedule({ ...move, textCustomer })
          : null;
    setWorking(false);
    if (answer === null) return false;
    if (!answer.ok) {
      showFailure(answer.error);
      return false;
    }
    const result: BookingResult = answer.value;
    showNotice(notice({ message: result.message, tone: result.success ? 'success' : 'warning' }));
    return result.success;
  };

  return {
    appointment,
    slots: slots?.key === slotsKey ? slots.value : null,
    preview: preview?.key === previewKey ? preview.value : null,
    working,
    apply,
  };
}
