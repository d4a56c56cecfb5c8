import { assign, fromPromise, setup } from 'xstate';
import type { IdleSignOutPorts, StoredUnreadResponse } from './idle-sign-out.port.js';

/** Spec 1 §9: the page reloads 100 ms after clearing on idle sign-out. */
export const RELOAD_DELAY_MS = 100;

export type IdleSignOutContext = {
  /** Responses still to report, in stored order. */
  readonly pending: readonly StoredUnreadResponse[];
  readonly reported: readonly StoredUnreadResponse[];
  readonly failed: readonly StoredUnreadResponse[];
};

export type IdleSignOutEvent = { type: 'IDLE' };

/** Clearing does all three even when one throws: a half-cleared browser must not stay signed in. */
async function clearEverything(ports: IdleSignOutPorts): Promise<void> {
  const steps = [
    () => ports.wiper.clearSession(),
    () => ports.wiper.clearLocalStorage(),
    () => ports.wiper.clearLocalDatabase(),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch {
      // Keep going; the reload that follows starts from a signed-out page either way.
    }
  }
}

function nextPending(context: IdleSignOutContext): StoredUnreadResponse {
  const [next] = context.pending;
  if (next === undefined) throw new Error('A report starts only while responses are pending');
  return next;
}

/**
 * Idle sign-out (spec 1 §4, §9): report the locally stored unread-message responses one by one,
 * in order (a failure does not stop the rest), clear session, local storage and local database,
 * then reload the page 100 ms later.
 */
export function createIdleSignOutMachine(ports: IdleSignOutPorts) {
  return setup({
    types: {
      context: {} as IdleSignOutContext,
      events: {} as IdleSignOutEvent,
    },
    delays: { reloadDelay: RELOAD_DELAY_MS },
    actors: {
      readStoredResponses: fromPromise<readonly StoredUnreadResponse[]>(() => ports.outbox.stored()),
      reportResponse: fromPromise<void, StoredUnreadResponse>(async ({ input }) => {
        const result = await ports.outbox.report(input);
        if (!result.ok) throw result.error;
      }),
      clearLocalData: fromPromise<void>(() => clearEverything(ports)),
    },
    guards: {
      nothingLeftToReport: ({ context }) => context.pending.length === 0,
    },
    actions: {
      queueResponses: assign({
        pending: (_, params: { responses: readonly StoredUnreadResponse[] }) => [...params.responses],
      }),
      markReported: assign(({ context }) => ({
        reported: [...context.reported, ...context.pending.slice(0, 1)],
        pending: context.pending.slice(1),
      })),
      markFailed: assign(({ context }) => ({
        failed: [...context.failed, ...context.pending.slice(0, 1)],
        pending: context.pending.slice(1),
      })),
      reloadPage: () => ports.page.reload(),
    },
  }).createMachine({
    id: 'idleSignOut',
    context: { pending: [], reported: [], failed: [] },
    initial: 'active',
    states: {
      active: { on: { IDLE: 'readingResponses' } },
      readingResponses: {
        invoke: {
          id: 'readStoredResponses',
          src: 'readStoredResponses',
          onDone: {
            target: 'reporting',
            actions: { type: 'queueResponses', params: ({ event }) => ({ responses: event.output }) },
          },
          // Nothing readable to report; signing out still goes ahead.
          onError: 'clearing',
        },
      },
      reporting: {
        initial: 'choosing',
        states: {
          choosing: {
            always: [
              { guard: 'nothingLeftToReport', target: '#idleSignOut.clearing' },
              { target: 'reportingOne' },
            ],
          },
          reportingOne: {
            invoke: {
              id: 'reportResponse',
              src: 'reportResponse',
              input: ({ context }) => nextPending(context),
              onDone: { target: 'choosing', actions: 'markReported' },
              // One failed report does not stop the others.
              onError: { target: 'choosing', actions: 'markFailed' },
            },
          },
        },
      },
      clearing: {
        invoke: { id: 'clearLocalData', src: 'clearLocalData', onDone: 'reloading', onError: 'reloading' },
      },
      reloading: {
        after: { reloadDelay: { target: 'signedOut', actions: 'reloadPage' } },
      },
      signedOut: { type: 'final' },
    },
  });
}
