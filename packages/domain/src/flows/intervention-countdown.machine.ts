import { assign, emit, fromPromise, setup } from 'xstate';
import type { LeadId } from '../leads/lead.schema.js';
import { failureNotice, unwrap, type FlowNotice } from './flow-notice.js';
import type { InterventionGateway } from './intervention.port.js';
import { INTERVENTION_SECONDS, INTERVENTION_TICK_MS, nextCountdown } from './intervention-countdown.rules.js';

export type InterventionCountdownInput = {
  readonly leadId: LeadId;
  readonly noteId: number;
  /** Seconds left when the screen opens on an older note (interventionSecondsLeft); 40 when omitted. */
  readonly remainingSeconds?: number;
};

export type InterventionCountdownContext = {
  readonly leadId: LeadId;
  readonly noteId: number;
  readonly remainingSeconds: number;
};

export type InterventionCountdownEvent = { type: 'INTERVENE' };

export type InterventionCountdownEmitted = FlowNotice | { type: 'intervened'; noteId: number };

/**
 * The internal-note intervention countdown (spec 1 §4, §9): 40 s ticking each second down to 0.
 * INTERVENE stops it and tells the server; a failed intervention may be retried.
 */
export function createInterventionCountdownMachine(ports: { interventions: InterventionGateway }) {
  return setup({
    types: {
      context: {} as InterventionCountdownContext,
      input: {} as InterventionCountdownInput,
      events: {} as InterventionCountdownEvent,
      emitted: {} as InterventionCountdownEmitted,
    },
    delays: { tick: INTERVENTION_TICK_MS },
    actors: {
      intervene: fromPromise<void, InterventionCountdownInput>(({ input }) =>
        unwrap(ports.interventions.intervene(input.leadId, input.noteId)),
      ),
    },
    guards: {
      timeIsUp: ({ context }) => context.remainingSeconds <= 0,
    },
    actions: {
      tick: assign({ remainingSeconds: ({ context }) => nextCountdown(context.remainingSeconds) }),
      tellIntervened: emit(({ context }): InterventionCountdownEmitted => ({
        type: 'intervened',
        noteId: context.noteId,
      })),
      tellFailure: emit((_, params: { error: unknown }) => failureNotice(params.error)),
    },
  }).createMachine({
    id: 'interventionCountdown',
    context: ({ input }) => ({
      leadId: input.leadId,
      noteId: input.noteId,
      remainingSeconds: Math.min(INTERVENTION_SECONDS, input.remainingSeconds ?? INTERVENTION_SECONDS),
    }),
    initial: 'counting',
    states: {
      counting: {
        always: { guard: 'timeIsUp', target: 'expired' },
        after: { tick: { target: 'counting', reenter: true, actions: 'tick' } },
        on: { INTERVENE: 'intervening' },
      },
      expired: { type: 'final' },
      intervening: {
        invoke: {
          id: 'intervene',
          src: 'intervene',
          input: ({ context }) => ({ leadId: context.leadId, noteId: context.noteId }),
          onDone: { target: 'intervened', actions: 'tellIntervened' },
          onError: {
            target: 'interventionFailed',
            actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      interventionFailed: { on: { INTERVENE: 'intervening' } },
      intervened: { type: 'final' },
    },
  });
}
