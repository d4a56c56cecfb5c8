import { isSchedulerJob, type Clock, type DealerManagementSystem } from '@torque/domain';
import { DateTime } from 'luxon';
import { AppointmentReminderService } from '../appointments/manager/appointment-reminder.service.js';
import type { Principal } from '../auth/principal.js';
import type { BookingLinks } from '../booking-links/booking-links.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { appendNotSentNote, notSentNoteText } from '../messaging/not-sent-note.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RepairOrderFeed } from '../service-board/repair-order-feed.js';
import { ReminderJobRepository } from './reminder-job.repository.js';

export type SchedulerJobDeps = {
  readonly db: Database;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  readonly dms: DealerManagementSystem;
  readonly dmsSource: 'DMS' | 'SIMULATED_DMS';
  /** The reminders give the lead's booking link (issue 34). */
  readonly bookingLinks?: BookingLinks | undefined;
};

/** What one run is about: the scheduler's job, its store and zone, and who it acts for. */
export type JobRun = {
  readonly jobType: string;
  readonly storeId: number;
  readonly zone: string;
  readonly principal: Principal;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Runs a scheduler's job once and answers what it did, in words. Each job is work the server already
 * does by hand or on its own (issue 16), here for the scheduler's store: the same services, so the
 * same rules (consent, opt-out, quiet hours, one reminder per appointment) hold.
 */
export async function runSchedulerJob(deps: SchedulerJobDeps, run: JobRun): Promise<string> {
  if (!isSchedulerJob(run.jobType)) throw new Error(`Unknown job: ${run.jobType}`);
  switch (run.jobType) {
    case 'APPOINTMENT_REMINDERS':
      return remindTomorrow(deps, run);
    case 'DMS_REPAIR_ORDERS':
      return readRepairOrders(deps);
  }
}

/** Tomorrow in the store's zone: each booked appointment not yet reminded gets its one reminder. */
async function remindTomorrow(deps: SchedulerJobDeps, run: JobRun): Promise<string> {
  const tomorrow = DateTime.fromJSDate(deps.clock.now(), { zone: run.zone }).plus({ days: 1 }).startOf('day');
  const ids = await new ReminderJobRepository(deps.db).unremindedBooked(
    run.storeId,
    tomorrow.toJSDate(),
    tomorrow.plus({ days: 1 }).toJSDate(),
  );
  const reminders = new AppointmentReminderService(deps.db, deps.outbox, deps.clock, deps.bookingLinks);
  let queued = 0;
  const reasons = new Set<string>();
  for (const { id, fsiId } of ids) {
    try {
      await reminders.send(run.principal, id);
      queued += 1;
    } catch (err) {
      // A refusal (opted out, no conversation) is this appointment's, not the run's.
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      reasons.add(err.message);
      if (fsiId !== null) await noteRefusedReminder(deps, fsiId, err.message);
    }
  }
  const skipped = ids.length - queued;
  const day = tomorrow.setLocale('en-US').toFormat('cccc d LLLL');
  const done =
    `${plural(ids.length, 'booked appointment', 'booked appointments')} on ${day} without a reminder: ` +
    `${plural(queued, 'reminder', 'reminders')} queued, ${skipped} skipped.`;
  return reasons.size > 0 ? `${done} Skipped because: ${[...reasons].join(' ')}` : done;
}

/** The refused reminder shows in the lead's conversation too, once, with its reason (issue 29, point 5). */
async function noteRefusedReminder(deps: SchedulerJobDeps, fsiId: number, reason: string): Promise<void> {
  const content = notSentNoteText('Appointment reminder', reason);
  await deps.db.transaction(async (tx) => {
    if (!(await new ReminderJobRepository(tx).hasNote(fsiId, content)))
      await appendNotSentNote(tx, fsiId, 'Appointment reminder', reason, deps.clock.now());
  });
}

/**
 * One read of the DMS's repair-order feed, as its poller reads it (issue 16). Every change read is applied,
 * not only the scheduler's store's: this client's read moves past them, and the feed never moves an order
 * backwards, so applying a change the poller also reads is harmless while leaving one out is not.
 */
async function readRepairOrders(deps: SchedulerJobDeps): Promise<string> {
  const feed = new RepairOrderFeed({
    db: deps.db,
    dms: deps.dms,
    outbox: deps.outbox,
    clock: deps.clock,
    source: deps.dmsSource,
  });
  const outcomes = await feed.poll();
  const applied = outcomes.filter((outcome) => outcome !== null);
  const texted = applied.filter((outcome) => outcome.texted).length;
  return (
    `${plural(outcomes.length, 'repair-order change', 'repair-order changes')} from the DMS: ` +
    `${applied.length} applied, ${plural(texted, 'customer', 'customers')} texted.`
  );
}
