import { assign, emit, fromPromise, setup } from 'xstate';
import { failureNotice, successNotice, unwrap, type FlowNotice } from './flow-notice.js';
import type { MessageArchive } from './message-archive.port.js';

export const ARCHIVE_CONFIRMATION = 'Are you sure want to archive this message?';
export const SUCCESSFULLY_ARCHIVED = 'Successfully Archived';

export type ArchiveMessageInput = { readonly messageId: number; readonly archived?: boolean };

export type ArchiveMessageContext = { readonly messageId: number; readonly archived: boolean };

export type ArchiveMessageEvent = { type: 'ARCHIVE' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export type ArchiveMessageEmitted =
  FlowNotice | { type: 'confirm'; message: string } | { type: 'archived'; messageId: number };

/** Archiving a message from the message option menu, after confirmation (spec 1 §2, §4, §7). */
export function createArchiveMessageMachine(ports: { archive: MessageArchive }) {
  return setup({
    types: {
      context: {} as ArchiveMessageContext,
      input: {} as ArchiveMessageInput,
      events: {} as ArchiveMessageEvent,
      emitted: {} as ArchiveMessageEmitted,
    },
    actors: {
      archiveMessage: fromPromise<void, number>(({ input }) => unwrap(ports.archive.archive(input))),
    },
    guards: {
      isArchived: ({ context }) => context.archived,
    },
    actions: {
      askToConfirm: emit((): ArchiveMessageEmitted => ({ type: 'confirm', message: ARCHIVE_CONFIRMATION })),
      markArchived: assign({ archived: true }),
      tellArchived: emit(({ context }): ArchiveMessageEmitted => ({
        type: 'archived',
        messageId: context.messageId,
      })),
      tellSuccess: emit(() => successNotice(SUCCESSFULLY_ARCHIVED)),
      tellFailure: emit((_, params: { error: unknown }) => failureNotice(params.error)),
    },
  }).createMachine({
    id: 'archiveMessage',
    context: ({ input }) => ({ messageId: input.messageId, archived: input.archived ?? false }),
    initial: 'checking',
    states: {
      checking: { always: [{ guard: 'isArchived', target: 'archived' }, { target: 'idle' }] },
      idle: { on: { ARCHIVE: { target: 'confirming', actions: 'askToConfirm' } } },
      confirming: {
        on: {
          CONFIRM: 'archiving',
          CANCEL: 'idle',
        },
      },
      archiving: {
        invoke: {
          id: 'archiveMessage',
          src: 'archiveMessage',
          input: ({ context }) => context.messageId,
          onDone: { target: 'archived', actions: ['markArchived', 'tellArchived', 'tellSuccess'] },
          onError: {
            target: 'idle',
            actions: { type: 'tellFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      // An archived message stays archived (spec 1 §4); the menu offers nothing more here.
      archived: { type: 'final' },
    },
  });
}
