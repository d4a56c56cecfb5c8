import { assign, emit, fromPromise, setup } from 'xstate';
import { failureNotice, failureOf, successNotice, unwrap, type FlowNotice } from './flow-notice.js';
import type { DtDialogGateway } from './dt-dialog.port.js';
import {
  dtDialogPayload,
  dtDialogSuccessMessage,
  type DtDialogPayload,
  type DtDialogRequest,
} from './dt-dialog.payload.js';

export type DtDialogContext = {
  readonly request: DtDialogRequest | null;
  /** The first server error while the Yes/No confirmation is open. */
  readonly confirmMessage: string | null;
};

export type DtDialogEvent = ({ type: 'SEND' } & DtDialogRequest) | { type: 'YES' } | { type: 'NO' };

export type DtDialogEmitted =
  FlowNotice | { type: 'confirm'; message: string } | { type: 'dt-dialog-updated'; dtDialogEnabled: boolean };

type Failure = { error: unknown };

/** A server refusal: the server answered with a status, so its first error can be shown. */
const serverAnswered = (error: unknown): boolean => failureOf(error).status !== undefined;

function requestOf(context: DtDialogContext): DtDialogRequest {
  if (!context.request) throw new Error('The date-time dialogue request is set before sending');
  return context.request;
}

/**
 * The 'Send Date Time Dialogue' popover (spec 1 §2, §4, §7): SEND enables or disables it; an enable
 * the server refuses shows its first error in a Yes/No confirmation; YES resends with isForced true.
 */
export function createDtDialogMachine(ports: { dtDialog: DtDialogGateway }) {
  return setup({
    types: {
      context: {} as DtDialogContext,
      events: {} as DtDialogEvent,
      emitted: {} as DtDialogEmitted,
    },
    actors: {
      sendDtDialog: fromPromise<void, DtDialogPayload>(({ input }) => unwrap(ports.dtDialog.send(input))),
    },
    guards: {
      enableRefusedByServer: ({ context }, params: Failure) =>
        requestOf(context).dtDialogEnabled && serverAnswered(params.error),
    },
    actions: {
      rememberRequest: assign({
        request: ({ event }) =>
          event.type === 'SEND'
            ? { id: event.id, lastMessage: event.lastMessage, dtDialogEnabled: event.dtDialogEnabled }
            : null,
      }),
      holdFirstError: assign({ confirmMessage: (_, params: Failure) => failureOf(params.error).message }),
      askToForce: emit(({ context }): DtDialogEmitted => ({
        type: 'confirm',
        message: context.confirmMessage ?? '',
      })),
      clearConfirmation: assign({ confirmMessage: null }),
      tellUpdated: emit(({ context }): DtDialogEmitted => ({
        type: 'dt-dialog-updated',
        dtDialogEnabled: requestOf(context).dtDialogEnabled,
      })),
      tellSuccess: emit(({ context }) =>
        successNotice(dtDialogSuccessMessage(requestOf(context).dtDialogEnabled)),
      ),
      tellFailure: emit((_, params: Failure) => failureNotice(params.error)),
    },
  }).createMachine({
    id: 'dtDialog',
    context: { request: null, confirmMessage: null },
    initial: 'idle',
    states: {
      idle: { on: { SEND: { target: 'sending', actions: 'rememberRequest' } } },
      sending: {
        invoke: {
          id: 'sendDtDialog',
          src: 'sendDtDialog',
          input: ({ context }) => dtDialogPayload(requestOf(context)),
          onDone: { target: 'idle', actions: ['tellUpdated', 'tellSuccess'] },
          onError: [
            {
              guard: { type: 'enableRefusedByServer', params: ({ event }) => ({ error: event.error }) },
              target: 'confirmingForce',
              actions: [
                { type: 'holdFirstError', params: ({ event }) => ({ error: event.error }) },
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
      confirmingForce: {
        on: {
          YES: { target: 'forcing', actions: 'clearConfirmation' },
          NO: { target: 'idle', actions: 'clearConfirmation' },
        },
      },
      forcing: {
        invoke: {
          id: 'forceDtDialog',
          src: 'sendDtDialog',
          input: ({ context }) => dtDialogPayload(requestOf(context), { isForced: true }),
          onDone: { target: 'idle', actions: ['tellUpdated', 'tellSuccess'] },
          onError: {
            target: 'idle',
            actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });
}
