import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { AppError, Lead, MessageInstance, OutgoingMessage, UserSession } from '@torque/domain';
import { showFailure } from '../../../ui/notices';
import { LogModeOptions } from './LogModeOptions';
import { useDismissNote } from './useDismissNote';
import { useLogModeMachine } from './useLogModeMachine';
import { useLogModeReply } from './useLogModeReply';

/** What the pencil hands to whoever edits the held reply (the conversation's Options popover). */
export type LogModeEditRequest = {
  readonly note: MessageInstance;
  /** The 'Options' check: the log-mode response is valid. */
  readonly markValid: () => void;
  /** The 'Options' cross: the log-mode response is not valid. */
  readonly markInvalid: () => void;
  readonly close: () => void;
};

type LogModeControlProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  /** The internal note holding the assistant's reply in log mode. */
  readonly note: MessageInstance;
  readonly onChanged: () => void;
  /** Opens the edit of the reply; without it the pencil opens a small built-in 'Options' popover. */
  readonly onEdit?: ((request: LogModeEditRequest) => void) | undefined;
  /** The reply awaits approval (issue 14): the check reads Approve and the cross Discard. */
  readonly approval?: boolean | undefined;
};

/** The accessible names of the cross and the check, as the reply's state words them. */
const labelsOf = (approval: boolean | undefined) =>
  approval ? { cross: 'Discard', check: 'Approve' } : { cross: 'Dismiss', check: 'Send' };

/**
 * The log-mode confirmation control (spec 1 §2, §4): a red cross dismisses the held reply, the
 * green check sends it, the pencil edits it, as the note's validLogMode allows.
 */
export function LogModeControl(props: LogModeControlProps) {
  const reply = useLogModeReply(props.lead, props.session, props.note.content);
  if (reply === null) return <Loader size="xs" aria-label="Loading log mode" />;
  if (!reply.ok) return <LogModeButtons {...props} refusal={reply.error} reply={null} />;
  return <LogModeButtons {...props} refusal={null} reply={reply.value} />;
}

type ButtonsProps = LogModeControlProps &
  (
    | { readonly reply: OutgoingMessage; readonly refusal: null }
    | { readonly reply: null; readonly refusal: AppError }
  );

function LogModeButtons({ lead, note, onChanged, onEdit, reply, refusal, approval }: ButtonsProps) {
  const { dismiss, dismissing } = useDismissNote(lead.id, note.id, onChanged);
  const labels = labelsOf(approval);
  return (
    <Group gap={6} mt={6} role="group" aria-label="Log mode confirmation">
      <Tooltip label={labels.cross}>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={labels.cross}
          loading={dismissing}
          onClick={() => void dismiss()}
        >
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
      {reply ? (
        <MachineButtons
          lead={lead}
          note={note}
          reply={reply}
          onChanged={onChanged}
          onEdit={onEdit}
          check={labels.check}
        />
      ) : (
        <RefusedButtons note={note} refusal={refusal} check={labels.check} />
      )}
    </Group>
  );
}

type MachineButtonsProps = {
  readonly lead: Lead;
  readonly note: MessageInstance;
  readonly reply: OutgoingMessage;
  readonly onChanged: () => void;
  readonly onEdit?: ((request: LogModeEditRequest) => void) | undefined;
  readonly check: string;
};

function MachineButtons({ lead, note, reply, onChanged, onEdit, check }: MachineButtonsProps) {
  const input = { leadId: lead.id, messageId: note.id, validLogMode: note.validLogMode ?? null, reply };
  const { actor, controls, busy, optionsOpen } = useLogModeMachine(input, onChanged);
  const pencil = () => {
    actor.send({ type: 'PENCIL' });
    if (controls.pencil === 'options' && onEdit) {
      onEdit({
        note,
        markValid: () => actor.send({ type: 'OPTIONS_CHECK' }),
        markInvalid: () => actor.send({ type: 'OPTIONS_CROSS' }),
        close: () => actor.send({ type: 'CLOSE_OPTIONS' }),
      });
    }
  };
  const pencilButton = (
    <Tooltip label="Edit">
      <ActionIcon variant="light" color="gray" aria-label="Edit" disabled={busy} onClick={pencil}>
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <>
      {controls.check && (
        <Tooltip label={check}>
          <ActionIcon
            variant="light"
            color="green"
            aria-label={check}
            loading={busy}
            onClick={() => actor.send({ type: 'CHECK' })}
          >
            <IconCheck size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {controls.pencil === 'options' && !onEdit ? (
        <LogModeOptions
          opened={optionsOpen}
          onValid={() => actor.send({ type: 'OPTIONS_CHECK' })}
          onInvalid={() => actor.send({ type: 'OPTIONS_CROSS' })}
          onClose={() => actor.send({ type: 'CLOSE_OPTIONS' })}
        >
          {pencilButton}
        </LogModeOptions>
      ) : (
        controls.pencil !== 'hidden' && pencilButton
      )}
    </>
  );
}

/** The reply cannot go (no assistant, opted out): check and pencil say why instead of sending. */
function RefusedButtons({
  note,
  refusal,
  check,
}: {
  readonly note: MessageInstance;
  readonly refusal: AppError;
  readonly check: string;
}) {
  const hasPencil = note.validLogMode === true || note.validLogMode === false;
  const hasCheck = note.validLogMode !== true;
  const refuse = () => showFailure(refusal);
  return (
    <>
      {hasCheck && (
        <ActionIcon variant="light" color="green" aria-label={check} onClick={refuse}>
          <IconCheck size={16} />
        </ActionIcon>
      )}
      {hasPencil && (
        <ActionIcon variant="light" color="gray" aria-label="Edit" onClick={refuse}>
          <IconPencil size={16} />
        </ActionIcon>
      )}
    </>
  );
}
