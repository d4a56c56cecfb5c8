import { assign, emit, fromPromise, setup } from 'xstate';
import type { ConversationGateway } from '../conversation/conversation-gateway.port.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { AppError } from '../errors/app-error.js';
import { notice, type Notice } from '../errors/notification.js';
import type { Lead } from '../leads/lead.schema.js';
import type { UserSession } from '../session/user-session.schema.js';
import type { Assistant } from '../stores/assistant.schema.js';
import { composeOutgoingMessage } from './compose-outgoing.js';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import type { ActionType } from './outgoing-message.rules.js';

export const SUCCESSFULLY_SENT = 'Successfully Sent';

export type ComposerInput = {
  readonly lead: Lead;
  readonly assistant: Assistant | null;
  readonly session: Pick<UserSession, 'userMasterId'>;
};

export type ComposerContext = ComposerInput & {
  readonly actionType: Exclude<ActionType, 'calendar'> | 'calendar';
  readonly content: string;
  readonly subject: string;
  /** The uploaded file that goes out with the message, if any. */
  readonly attachment: Attachment | null;
};

/** A file already uploaded for the conversation (conversations.uploadFile): its URL goes as media. */
export type Attachment = { readonly url: string; readonly fileName: string };

export type ComposerEvent =
  | { type: 'EDIT'; content: string }
  | { type: 'EDIT_SUBJECT'; subject: string }
  | { type: 'CHOOSE_ACTION'; actionType: ActionType }
  | { type: 'ASSISTANT_LOADED'; assistant: Assistant | null }
  /** The lead changed meanwhile (e.g. the customer texted STOP): every check uses the lead as it is now. */
  | { type: 'LEAD_CHANGED'; lead: Lead }
  | { type: 'ATTACH'; attachment: Attachment }
  | { type: 'DETACH' }
  | { type: 'SEND' };

/** What the composer tells the screen: a notice to show, and the message the server stored. */
export type ComposerEmitted = { type: 'notice'; notice: Notice } | { type: 'sent'; message: MessageInstance };

const compose = (context: ComposerContext) =>
  composeOutgoingMessage({
    lead: context.lead,
    assistant: context.assistant,
    session: context.session,
    draft: { actionType: context.actionType, content: context.content, subject: context.subject },
    mediaUrl: context.attachment?.url ?? null,
  });

const failureNotice = (error: AppError): Notice =>
  notice({ title: error.title ?? 'Message', message: error.message, tone: error.tone });

/** The composer of a conversation: check the draft, send it, tell the outcome (spec 1 §5, §7, §8). */
export function createComposerMachine(ports: { conversations: ConversationGateway }) {
  return setup({
    types: {
      context: {} as ComposerContext,
      input: {} as ComposerInput,
      events: {} as ComposerEvent,
      emitted: {} as ComposerEmitted,
    },
    actors: {
      sendMessage: fromPromise<MessageInstance, OutgoingMessage>(async ({ input }) => {
        const sent = await ports.conversations.send(input);
        if (!sent.ok) throw sent.error;
        return sent.value;
      }),
    },
    guards: {
      draftIsSendable: ({ context }) => compose(context).ok,
    },
    actions: {
      tellDraftProblem: emit(({ context }): ComposerEmitted => {
        const composed = compose(context);
        const error: AppError = composed.ok
          ? { code: 'UNKNOWN', message: 'Server Error!', tone: 'danger' }
          : composed.error;
        return { type: 'notice', notice: failureNotice(error) };
      }),
      clearDraft: assign({ content: '', subject: '', attachment: null }),
    },
  }).createMachine({
    id: 'composer',
    context: ({ input }) => ({ ...input, actionType: 'sms', content: '', subject: '', attachment: null }),
    initial: 'editing',
    on: {
      ASSISTANT_LOADED: { actions: assign({ assistant: ({ event }) => event.assistant }) },
      LEAD_CHANGED: { actions: assign({ lead: ({ event }) => event.lead }) },
    },
    states: {
      editing: {
        on: {
          EDIT: { actions: assign({ content: ({ event }) => event.content }) },
          EDIT_SUBJECT: { actions: assign({ subject: ({ event }) => event.subject }) },
          CHOOSE_ACTION: { actions: assign({ actionType: ({ event }) => event.actionType }) },
          ATTACH: { actions: assign({ attachment: ({ event }) => event.attachment }) },
          DETACH: { actions: assign({ attachment: null }) },
          SEND: [{ guard: 'draftIsSendable', target: 'sending' }, { actions: 'tellDraftProblem' }],
        },
      },
      sending: {
        invoke: {
          src: 'sendMessage',
          input: ({ context }) => {
            const composed = compose(context);
            if (!composed.ok) throw new Error('The draft was checked before sending');
            return composed.value;
          },
          onDone: {
            target: 'editing',
            actions: [
              'clearDraft',
              emit(({ event }): ComposerEmitted => ({ type: 'sent', message: event.output })),
              emit((): ComposerEmitted => ({
                type: 'notice',
                notice: notice({ message: SUCCESSFULLY_SENT }),
              })),
            ],
          },
          onError: {
            target: 'editing',
            actions: emit(({ event }): ComposerEmitted => ({
              type: 'notice',
              notice: failureNotice(toAppError(event.error)),
            })),
          },
        },
      },
    },
  });
}

function toAppError(error: unknown): AppError {
  if (typeof error === 'object' && error !== null && 'message' in error && 'code' in error) {
    return error as AppError;
  }
  return { code: 'UNKNOWN', message: 'Server Error!', tone: 'danger' };
}
