import {
  canUseOptionsPopover,
  isAppointmentManagerAction,
  systemClock,
  UNKNOWN_APPOINTMENT_STATUS,
  type Clock,
} from '@torque/domain';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import { requireRole } from '../../auth/role-rules.js';
import type { Database } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { AppointmentChangesService } from '../booking/appointment-changes.service.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { requireVisibleLead } from '../../leads/lead-access.js';
import { followLeadStage } from '../../leads/lead-stage.service.js';
import { SUCCESSFULLY_UPDATED } from '../../leads/lead-flags.service.js';
import { AppointmentManagerRepository, type AppointmentFilter } from './appointment-manager.repository.js';
import { recordNoShow } from './no-show.workflow.js';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
const STORE_NOT_FOUND = 'Store not found.';

/** An ALL (any case) or blank picker means no narrowing. */
const picked = (value: string | undefined): string | undefined =>
  !value || value.trim().toUpperCase() === 'ALL' ? undefined : value.trim();

/**
 * The appointment manager: searches inside the user's scope (store, enterprise or all), status
 * changes by staff who may act on leads, and the one no-show path (no-show.workflow.ts).
 */
export class AppointmentManagerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  async search(principal: Principal, filter: AppointmentFilter): Promise<Schemas['AppointmentPage']> {
    if (filter.startDate && filter.endDate && filter.startDate > filter.endDate)
      throw badRequest('The start date must not be after the end date.');
    const { total, data } = await new AppointmentManagerRepository(this.db).search(dataScopeOf(principal), {
      ...filter,
      advisorNo: picked(filter.advisorNo),
      apptStatus: picked(filter.apptStatus),
    });
    return { data, response: 'Success', total, size: filter.size, page: filter.page };
  }

  /** A store's appointments: the store must be the user's to see (else it is "not found"). */
  async searchStore(
    principal: Principal,
    store: { readonly storeId: number; readonly bocId?: number },
    filter: Omit<AppointmentFilter, 'storeIds'>,
  ): Promise<Schemas['AppointmentPage']> {
    await this.requireStore(principal, store);
    return this.search(principal, { ...filter, storeIds: [store.storeId] });
  }

  async services(principal: Principal, store: { readonly storeId: number; readonly bocId?: number }) {
    await this.requireStore(principal, store);
    const data = await new AppointmentManagerRepository(this.db).services(store.storeId);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  /** PUT status: a status, or the designed ARCHIVED / DELETED (which keep the status it had). */
  async setStatus(principal: Principal, id: number, status: string): Promise<Schemas['Appointment']> {
    requireRole(principal, canUseOptionsPopover);
    if (!isAppointmentManagerAction(status)) throw badRequest(UNKNOWN_APPOINTMENT_STATUS);
    const scope = dataScopeOf(principal);
    const appointment = await new AppointmentManagerRepository(this.db).find(scope, id);
    if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
    const leadId = appointment.futureServiceInteractionId;
    // A booked appointment of a lead is cancelled as the booking cancels it (issue 30): its claims are
    // released, the lead unmarked and the customer texted (the screen previews it and may choose not
    // to text through the booking's own cancel call).
    if (status === 'CANCELLED' && appointment.apptStatus === 'BOOKED' && leadId) {
      const cancelled = await new AppointmentChangesService(this.db, this.clock, this.outbox).cancel(
        principal,
        { apptId: id, fsiId: leadId, textCustomer: true },
      );
      if (!cancelled.success) throw badRequest(cancelled.message ?? APPOINTMENT_NOT_FOUND);
      return (await new AppointmentManagerRepository(this.db).find(scope, id)) ?? appointment;
    }
    const at = this.clock.now();
    await this.db.transaction(async (tx) => {
      const appointments = new AppointmentManagerRepository(tx);
      if (status === 'ARCHIVED') await appointments.archive(id, at);
      else if (status === 'DELETED') await appointments.delete(id, at);
      else if (status === 'NO_SHOW')
        await recordNoShow(
          tx,
          principal,
          { fsiId: appointment.futureServiceInteractionId ?? null, appointmentId: id },
          at,
        );
      else {
        await appointments.setStatus(id, status);
        // The customer came (SHOW, or COMPLETED after it): the lead reaches SHOW_OR_NO_SHOW with SHOW.
        if ((status === 'SHOW' || status === 'COMPLETED') && leadId)
          await followLeadStage(tx, leadId, 'SHOW', at);
      }
    });
    if (status === 'DELETED') return appointment;
    return (await new AppointmentManagerRepository(this.db).find(scope, id)) ?? appointment;
  }

  /** workflow/noShow: the lead's no-show, through the same path as the manager's NO_SHOW. */
  async markLeadNoShow(principal: Principal, fsiId: number): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canUseOptionsPopover);
    await requireVisibleLead(this.db, principal, fsiId);
    const at = this.clock.now();
    await this.db.transaction((tx) => recordNoShow(tx, principal, { fsiId }, at));
    return { message: SUCCESSFULLY_UPDATED };
  }

  private async requireStore(
    principal: Principal,
    store: { readonly storeId: number; readonly bocId?: number },
  ) {
    const visible = await new AppointmentManagerRepository(this.db).storeInScope(
      dataScopeOf(principal),
      store.storeId,
      store.bocId,
    );
    if (!visible) throw notFound(STORE_NOT_FOUND);
  }
}
