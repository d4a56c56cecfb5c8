import { assign, emit, fromPromise, setup } from 'xstate';
import type { LeadId } from '../leads/lead.schema.js';
import { failureNotice, failureOf, successNotice, unwrap, type FlowNotice } from './flow-notice.js';
import type { ConversationStarter, StartConversationRequest } from './conversation-starter.port.js';
import { isForcedConversationWarning, SUCCESSFULLY_STARTED } from './start-conversation.rules.js';

export type StartConversationInput = { readonly leadId: LeadId };

export type StartConversationContext = StartConversationInput & {
  /** The server's warning while the forced-conversation confirmation is open. */
  readonly warning: string | null;
  readonly activeLeadId: LeadId | null;
};

export type StartConversationEvent = { type: 'START' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export type StartConversationEmitted =
  FlowNotice | { type: 'confirm'; message: string } | { type: 'active-interaction'; id: LeadId };

type Failure = { error: unknown };

/** Starting a conversation, with the forced-conversation confirmation (spec 1 §4, spec 2 §7). */
export function createStartConversationMachine(ports: { starter: ConversationStarter }) {
  return setup({
    types: {
      context: {} as StartConversationContext,
      input: {} as StartConversationInput,
      events: {} as StartConversationEvent,
      emitted: {} as StartConversationEmitted,
    },
    actors: {
      startConversation: fromPromise<LeadId, StartConversationRequest>(({ input }) =>
        unwrap(ports.starter.start(input)),
      ),
    },
    guards: {
      isForcedConversationWarning: (_, params: Failure) => {
        const failure = failureOf(params.error);
        return isForcedConversationWarning(failure.status, failure.message);
      },
    },
    actions: {
      holdWarning: assign({ warning: (_, params: Failure) => failureOf(params.error).message }),
      askToForce: emit(({ context }): StartConversationEmitted => ({
        type: 'confirm',
        message: context.warning ?? '',
      })),
      clearWarning: assign({ warning: null }),
      makeActive: assign({ activeLeadId: (_, params: { id: LeadId }) => params.id }),
      tellActive: emit(({ context }): StartConversationEmitted => ({
        type: 'active-interaction',
        id: context.activeLeadId ?? context.leadId,
      })),
      tellStarted: emit(() => successNotice(SUCCESSFULLY_STARTED)),
      tellFailure: emit((_, params: Failure) => failureNotice(params.error)),
    },
  }).createMachine({
    id: 'startConversation',
    context: ({ input }) => ({ leadId: input.leadId, warning: null, activeLeadId: null }),
    initial: 'idle',
    states: {
      idle: { on: { START: 'starting' } },
      starting: {
        invoke: {
          id: 'startConversation',
          src: 'startConversation',
          input: ({ context }) => ({ id: context.leadId, isForced: false }),
          onDone: {
            target: 'idle',
            actions: [
              'clearWarning',
              { type: 'makeActive', params: ({ event }) => ({ id: event.output }) },
              'tellActive',
              'tellStarted',
            ],
          },
          onError: [
            {
              guard: { type: 'isForcedConversationWarning', params: ({ event }) => ({ error: event.error }) },
              target: 'confirming',
              actions: [
                { type: 'holdWarning', params: ({ event }) => ({ error: event.error }) },
                'askToForce',
              ],
            },
            {
              target: 'idle',
              actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      confirming: {
        on: {
          CONFIRM: 'forcing',
          CANCEL: { target: 'idle', actions: 'clearWarning' },
        },
      },
      // Only a confirmed warning retries with isForced true.
      forcing: {
        invoke: {
          id: 'forceConversation',
          src: 'startConversation',
          input: ({ context }) => ({ id: context.leadId, isForced: true }),
          onDone: {
            target: 'idle',
            actions: [
              'clearWarning',
              { type: 'makeActive', params: ({ event }) => ({ id: event.output }) },
              'tellActive',
              'tellStarted',
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              'clearWarning',
              { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
    },
  });
}
