/**
 * The jobs a scheduler may run (issue 20): each is work the server already does, named as the
 * dealership names it. The server's job runner (packages/server/src/schedulers/) does the work.
 */
export const SCHEDULER_JOBS = {
  // Issue 16's appointment reminder, for every booked appointment of the store tomorrow not yet reminded.
  APPOINTMENT_REMINDERS: "Text tomorrow's appointment reminders",
  // Issue 16's DMS feed: repair-order changes move the service board and text customers their status.
  DMS_REPAIR_ORDERS: 'Read repair orders from the DMS',
} as const;

export type SchedulerJob = keyof typeof SCHEDULER_JOBS;

export const SCHEDULER_JOB_TYPES = Object.keys(SCHEDULER_JOBS) as readonly SchedulerJob[];

export function isSchedulerJob(value: string): value is SchedulerJob {
  return Object.hasOwn(SCHEDULER_JOBS, value);
}

/** The job's name in words; an unknown code (a job since retired) is shown as it is stored. */
export function schedulerJobTitle(jobType: string): string {
  return isSchedulerJob(jobType) ? SCHEDULER_JOBS[jobType] : jobType;
}
