import { assign, emit, setup } from 'xstate';
import { chatBoxLimitError, MAX_CHAT_BOXES } from '../conversation/chat-box.errors.js';
import type { LeadId } from '../leads/lead.schema.js';
import { failureNotice, type FlowNotice } from './flow-notice.js';

export { MAX_CHAT_BOXES };

/**
 * Spec 1 §2, §9: a chat box may open when it is already open (it is focused) or fewer than 3 are open.
 */
export function canOpenChatBox(open: readonly LeadId[], id: LeadId): boolean {
  return open.includes(id) || open.length < MAX_CHAT_BOXES;
}

export type ChatBoxesContext = {
  /** Open chat boxes, oldest first. */
  readonly open: readonly LeadId[];
  readonly focused: LeadId | null;
};

export type ChatBoxesInput = { readonly open?: readonly LeadId[] };

export type ChatBoxesEvent = { type: 'OPEN'; id: LeadId } | { type: 'CLOSE'; id: LeadId };

export type ChatBoxesEmitted = FlowNotice | { type: 'focus'; id: LeadId };

/** The open chat boxes of the lead manager and inbox: at most 3 (spec 1 §2, §8, §9). */
export function createChatBoxesMachine() {
  return setup({
    types: {
      context: {} as ChatBoxesContext,
      input: {} as ChatBoxesInput,
      events: {} as ChatBoxesEvent,
      emitted: {} as ChatBoxesEmitted,
    },
    guards: {
      isAlreadyOpen: ({ context, event }) => context.open.includes(event.id),
      canOpen: ({ context, event }) => canOpenChatBox(context.open, event.id),
    },
    actions: {
      openChatBox: assign(({ context, event }) => ({ open: [...context.open, event.id], focused: event.id })),
      focusChatBox: assign({ focused: ({ event }) => event.id }),
      tellFocus: emit(({ event }): ChatBoxesEmitted => ({ type: 'focus', id: event.id })),
      tellLimitation: emit(() => failureNotice(chatBoxLimitError())),
      closeChatBox: assign(({ context, event }) => {
        const open = context.open.filter((id) => id !== event.id);
        const focused = context.focused === event.id ? (open.at(-1) ?? null) : context.focused;
        return { open, focused };
      }),
    },
  }).createMachine({
    id: 'chatBoxes',
    context: ({ input }) => {
      // A restored list keeps its first three distinct boxes.
      const open = [...new Set(input.open ?? [])].slice(0, MAX_CHAT_BOXES);
      return { open, focused: open.at(-1) ?? null };
    },
    initial: 'ready',
    states: {
      ready: {
        on: {
          OPEN: [
            { guard: 'isAlreadyOpen', actions: ['focusChatBox', 'tellFocus'] },
            { guard: 'canOpen', actions: ['openChatBox', 'tellFocus'] },
            { actions: 'tellLimitation' },
          ],
          CLOSE: { actions: 'closeChatBox' },
        },
      },
    },
  });
}
