import { type MessageInstance, type ResponseDelay } from '@torque/domain';
import {
  HeldReplyStatus,
  InterventionCountdown,
  LogModeControl,
  useHeldReply,
  type LogModeEditRequest,
} from '../log-mode';
import { MessageMenu } from '../message-menu';
import classes from './bubbles.module.css';
import type { ConversationView } from './conversation-view';
import { MessageBubble } from './MessageBubble';
import { DayBadge, TimeGapMark } from './RowMarks';

export type MessageRowProps = {
  readonly message: MessageInstance;
  readonly timeZone: string;
  readonly customerName: string;
  readonly view: ConversationView | null;
  readonly dayBadge?: string | undefined;
  readonly gapMinutes?: number | undefined;
  readonly delay: ResponseDelay;
  /** Seconds left when this note is the one showing the intervention countdown. */
  readonly interventionSeconds?: number | undefined;
  readonly onEditLogModeReply?: ((request: LogModeEditRequest) => void) | undefined;
};

/** One message of the list with what goes around it: day badge, time gap, option menu, note controls. */
export function MessageRow(props: MessageRowProps) {
  const { message, view, interventionSeconds } = props;
  const options = view?.messageOptions ?? false;
  const held = useHeldReply(message, view?.onChanged);
  const noteControls = view && options && (
    <>
      {interventionSeconds !== undefined && (
        <InterventionCountdown
          leadId={view.lead.id}
          noteId={message.id}
          remainingSeconds={interventionSeconds}
          onIntervened={view.onChanged}
          onWindowClosed={held.windowClosed}
        />
      )}
      {interventionSeconds === undefined && <HeldReplyStatus state={held.state} />}
      {held.decidable && (
        <LogModeControl
          key={String(message.validLogMode)}
          lead={view.lead}
          session={view.session}
          note={message}
          onChanged={view.onChanged}
          onEdit={props.onEditLogModeReply}
          approval={held.state === 'awaiting-approval'}
        />
      )}
    </>
  );
  return (
    <>
      {props.dayBadge && <DayBadge day={props.dayBadge} />}
      {props.gapMinutes !== undefined && <TimeGapMark minutes={props.gapMinutes} />}
      <div
        className={classes.row}
        data-options={options || undefined}
        data-delay={props.delay === 'none' ? undefined : props.delay}
      >
        <MessageBubble
          message={message}
          timeZone={props.timeZone}
          storeTimeZone={view?.lead.storeMaster.officeMasterVO.officeTimeZone}
          customerName={props.customerName}
        >
          {noteControls || undefined}
        </MessageBubble>
        {props.delay !== 'none' && <span className={classes.delayLabel}>{props.delay}</span>}
        {view && options && (
          <div className={classes.rowMenu}>
            <MessageMenu
              lead={view.lead}
              session={view.session}
              message={message}
              onChanged={view.onChanged}
            />
          </div>
        )}
      </div>
    </>
  );
}
