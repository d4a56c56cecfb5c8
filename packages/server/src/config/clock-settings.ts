import { systemClock, type Clock } from '@torque/domain';

/**
 * TORQUE_CLOCK_START (ISO-8601): the server's clock starts at that instant and runs on in real time.
 * For demonstrations and end-to-end tests of time rules (quiet hours, scheduled texts); unset in
 * production, where the system clock is used.
 */
export function clockFromEnv(env: Readonly<Record<string, string | undefined>>): Clock {
  const start = env['TORQUE_CLOCK_START']?.trim();
  if (!start) return systemClock;
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`TORQUE_CLOCK_START is not an ISO-8601 time: ${start}`);
  const offset = at - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
