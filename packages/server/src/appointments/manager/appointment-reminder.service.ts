import {
  appointmentTextsIn,
  canUseOptionsPopover,
  languageOf,
  systemClock,
  type Clock,
} from '@torque/domain';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import { requireRole } from '../../auth/role-rules.js';
import type { BookingLinks } from '../../booking-links/booking-links.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { loadReplyContext } from '../../inbound/reply-context.js';
import { planOutboundText, queuePlannedText, type OutboundPlan } from '../../leads/outbound-text.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { AppointmentManagerRepository } from './appointment-manager.repository.js';
import { AppointmentReminderRepository } from './appointment-reminder.repository.js';
import { APPOINTMENT_NOT_FOUND } from './appointment-manager.service.js';

export const NO_LEAD_TO_TEXT = 'This appointment has no conversation to text the customer in.';
export const ONLY_BOOKED_REMINDED = 'Only a booked appointment gets a reminder.';

type Appointment = Schemas['Appointment'];

/**
 * The appointment reminder text: staff see what goes and to whom (preview), then send it once. It
 * goes through the outbox like every customer text (consent and opt-out, quiet hours), into the
 * lead's conversation, where it stays as the trace.
 */
export class AppointmentReminderService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
    /** Issue 34: the reminder gives the lead's booking link to move or cancel, when there are links. */
    private readonly bookingLinks?: BookingLinks,
  ) {}

  async preview(principal: Principal, id: number): Promise<Schemas['AppointmentReminder']> {
    const appointment = await this.visible(principal, id);
    const plan = await this.plan(this.db, appointment, this.clock.now());
    return this.answer(appointment, plan);
  }

  async send(principal: Principal, id: number): Promise<Schemas['AppointmentReminder']> {
    requireRole(principal, canUseOptionsPopover);
    const appointment = await this.visible(principal, id);
    if (appointment.reminderSentAt) return this.preview(principal, id);
    const at = this.clock.now();
    const queued = await this.db.transaction(async (tx) => {
      const plan = await this.plan(tx, appointment, at);
      if (plan.blockedReason !== null || plan.text === null)
        throw badRequest(plan.blockedReason ?? NO_LEAD_TO_TEXT);
      const reminders = new AppointmentReminderRepository(tx);
      if (!(await reminders.claim(id, at, principal.userId))) return false;
      const context = await loadReplyContext(tx, appointment.futureServiceInteractionId ?? 0, null);
      const { row } = await queuePlannedText(tx, context, { ...plan, text: plan.text }, principal, 'staff');
      await reminders.attachMessage(id, row.id);
      return true;
    });
    if (queued) this.outbox.wake();
    return this.preview(principal, id);
  }

  private async visible(principal: Principal, id: number): Promise<Appointment> {
    const appointment = await new AppointmentManagerRepository(this.db).find(dataScopeOf(principal), id);
    if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
    return appointment;
  }

  private async plan(tx: Queryable, appointment: Appointment, at: Date): Promise<OutboundPlan> {
    const fsiId = appointment.futureServiceInteractionId;
    if (fsiId == null)
      return {
        text: null,
        to: appointment.cellular ?? '',
        toName: appointment.customerName ?? '',
        notBefore: at,
        at,
        blockedReason: NO_LEAD_TO_TEXT,
      };
    const context = await loadReplyContext(tx, fsiId, null);
    const text = appointmentTextsIn(languageOf(context.lead.customerMaster)).reminder({
      firstName: context.lead.customerMaster.firstName,
      storeName: context.lead.storeMaster.store_name,
      apptDate: appointment.apptDate ?? '',
      apptTime: appointment.apptTime ?? '',
      bookingLink: this.bookingLinks ? await this.bookingLinks.urlFor(tx, fsiId, at) : null,
    });
    const plan = await planOutboundText(tx, context, text, at);
    if (plan.blockedReason === null && appointment.apptStatus !== 'BOOKED')
      return { ...plan, blockedReason: ONLY_BOOKED_REMINDED };
    return plan;
  }

  private answer(appointment: Appointment, plan: OutboundPlan): Schemas['AppointmentReminder'] {
    return {
      apptId: appointment.apptId,
      customerName: plan.toName,
      cellular: plan.to,
      text: plan.text ?? '',
      sendAfter: plan.notBefore.toISOString(),
      blockedReason: appointment.reminderSentAt ? null : plan.blockedReason,
      sentAt: appointment.reminderSentAt ?? null,
    };
  }
}
