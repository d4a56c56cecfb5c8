import { assign, emit, fromPromise, setup } from 'xstate';
import type { ConversationGateway } from '../conversation/conversation-gateway.port.js';
import type { LeadId } from '../leads/lead.schema.js';
import { SUCCESSFULLY_SENT } from '../messaging/composer.machine.js';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import { failureNotice, successNotice, unwrap, type FlowNotice } from './flow-notice.js';
import type { LogModeGateway } from './log-mode.port.js';
import { LOG_MODE_ENABLED, LOG_MODE_RESPONSE_UPDATED, logModeControls } from './log-mode.rules.js';

export type LogModePorts = {
  readonly logMode: LogModeGateway;
  readonly conversations: Pick<ConversationGateway, 'send'>;
};

export type LogModeInput = {
  readonly leadId: LeadId;
  /** The customer message the control sits on. */
  readonly messageId: number;
  readonly validLogMode: boolean | null;
  /** The reply the confirmation sends; the machine marks it isLogModeToBeSent. */
  readonly reply: OutgoingMessage;
};

export type LogModeContext = LogModeInput & { readonly chosenResponse: boolean };

export type LogModeEvent =
  | { type: 'PENCIL' }
  | { type: 'CHECK' }
  | { type: 'OPTIONS_CROSS' }
  | { type: 'OPTIONS_CHECK' }
  | { type: 'CLOSE_OPTIONS' }
  | { type: 'ENABLE_LOG_MODE' };

export type LogModeEmitted =
  | FlowNotice
  | { type: 'reload-history' }
  | { type: 'close-panel' }
  | { type: 'log-mode-response'; valid: boolean };

/** The log-mode confirmation control on a customer message, and enabling log mode (spec 1 §2, §4). */
export function createLogModeMachine(ports: LogModePorts) {
  return setup({
    types: {
      context: {} as LogModeContext,
      input: {} as LogModeInput,
      events: {} as LogModeEvent,
      emitted: {} as LogModeEmitted,
    },
    actors: {
      setLogModeResponse: fromPromise<void, { messageId: number; valid: boolean }>(({ input }) =>
        unwrap(ports.logMode.setLogModeResponse(input.messageId, input.valid)),
      ),
      sendLogModeReply: fromPromise<unknown, OutgoingMessage>(({ input }) =>
        unwrap(ports.conversations.send({ ...input, isLogModeToBeSent: true })),
      ),
      enableLogMode: fromPromise<void, { leadId: LeadId; messageId: number }>(({ input }) =>
        unwrap(ports.logMode.enableLogMode(input.leadId, input.messageId)),
      ),
    },
    guards: {
      pencilSends: ({ context }) => logModeControls(context.validLogMode).pencil === 'send',
      pencilOpensOptions: ({ context }) => logModeControls(context.validLogMode).pencil === 'options',
      checkShows: ({ context }) => logModeControls(context.validLogMode).check,
    },
    actions: {
      chooseInvalid: assign({ chosenResponse: false }),
      chooseValid: assign({ chosenResponse: true }),
      recordChosenResponse: assign({ validLogMode: ({ context }) => context.chosenResponse }),
      recordValid: assign({ validLogMode: true }),
      tellResponseChosen: emit(({ context }): LogModeEmitted => ({
        type: 'log-mode-response',
        valid: context.chosenResponse,
      })),
      tellResponseUpdated: emit(() => successNotice(LOG_MODE_RESPONSE_UPDATED)),
      tellSent: emit(() => successNotice(SUCCESSFULLY_SENT)),
      reloadHistory: emit((): LogModeEmitted => ({ type: 'reload-history' })),
      closePanel: emit((): LogModeEmitted => ({ type: 'close-panel' })),
      tellLogModeEnabled: emit(() => successNotice(LOG_MODE_ENABLED)),
      tellFailure: emit((_, params: { error: unknown }) => failureNotice(params.error)),
    },
  }).createMachine({
    id: 'logMode',
    context: ({ input }) => ({ ...input, validLogMode: input.validLogMode ?? null, chosenResponse: true }),
    initial: 'ready',
    states: {
      ready: {
        on: {
          PENCIL: [
            { guard: 'pencilSends', target: 'sending' },
            { guard: 'pencilOpensOptions', target: 'options' },
          ],
          CHECK: { guard: 'checkShows', target: 'sending' },
          ENABLE_LOG_MODE: 'enabling',
        },
      },
      options: {
        on: {
          OPTIONS_CROSS: { target: 'settingResponse', actions: 'chooseInvalid' },
          OPTIONS_CHECK: { target: 'settingResponse', actions: 'chooseValid' },
          CLOSE_OPTIONS: 'ready',
        },
      },
      settingResponse: {
        invoke: {
          id: 'setLogModeResponse',
          src: 'setLogModeResponse',
          input: ({ context }) => ({ messageId: context.messageId, valid: context.chosenResponse }),
          onDone: {
            target: 'ready',
            actions: ['recordChosenResponse', 'tellResponseChosen', 'tellResponseUpdated'],
          },
          onError: {
            target: 'ready',
            actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      // Sending first marks the log-mode response valid, then sends the reply (spec 1 §4).
      sending: {
        initial: 'markingValid',
        states: {
          markingValid: {
            invoke: {
              id: 'markLogModeValid',
              src: 'setLogModeResponse',
              input: ({ context }) => ({ messageId: context.messageId, valid: true }),
              onDone: { target: 'sendingReply', actions: 'recordValid' },
              onError: {
                target: '#logMode.ready',
                actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          sendingReply: {
            invoke: {
              id: 'sendLogModeReply',
              src: 'sendLogModeReply',
              input: ({ context }) => context.reply,
              onDone: { target: '#logMode.ready', actions: ['tellSent', 'reloadHistory', 'closePanel'] },
              onError: {
                target: '#logMode.ready',
                actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
      enabling: {
        invoke: {
          id: 'enableLogMode',
          src: 'enableLogMode',
          input: ({ context }) => ({ leadId: context.leadId, messageId: context.messageId }),
          onDone: { target: 'ready', actions: 'tellLogModeEnabled' },
          onError: {
            target: 'ready',
            actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });
}
