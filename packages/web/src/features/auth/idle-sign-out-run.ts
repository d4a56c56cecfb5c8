import { createIdleSignOutMachine, type IdleSignOutPorts } from '@torque/domain';
import { createActor } from 'xstate';

/**
 * Runs the domain's idle sign-out machine from its idle moment to the reload. Loaded only once the
 * staff member has gone idle, so the lead manager's first screen does not carry the machine (and
 * XState) for something that happens half an hour later, if at all.
 */
export function runIdleSignOut(ports: IdleSignOutPorts): void {
  const actor = createActor(createIdleSignOutMachine(ports));
  actor.start();
  actor.send({ type: 'IDLE' });
}
