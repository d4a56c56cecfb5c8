import type { DeliveryUpdate, Lead, LeadId, MessageInstance, UserSession } from '@torque/domain';
import { DeliveryUpdatesContext } from '../conversation';
import { ChatBox } from './ChatBox';
import classes from './ChatBoxes.module.css';

export type ChatBoxesProps = {
  /** Open chat boxes, oldest first (at most 3). */
  readonly open: readonly LeadId[];
  readonly focused: LeadId | null;
  /** Deliveries the real-time feed reported since the conversations were loaded. */
  readonly deliveries: ReadonlyMap<number, DeliveryUpdate>;
  readonly leadOf: (leadId: LeadId) => Lead | undefined;
  readonly liveMessagesOf: (leadId: LeadId) => readonly MessageInstance[];
  readonly listLoading: boolean;
  readonly session: UserSession;
  readonly onFocus: (leadId: LeadId) => void;
  readonly onClose: (leadId: LeadId) => void;
  readonly onBack: () => void;
  readonly onRead: (leadId: LeadId) => void;
  readonly onSent: (leadId: LeadId, message: MessageInstance) => void;
};

/** The open chat boxes side by side; at phone width only the focused one shows (see the CSS). */
export function ChatBoxes({ open, focused, deliveries, leadOf, liveMessagesOf, ...rest }: ChatBoxesProps) {
  return (
    <DeliveryUpdatesContext value={deliveries}>
      <div className={classes.boxes}>
        {open.map((leadId) => (
          <ChatBox
            key={leadId}
            leadId={leadId}
            focused={leadId === focused}
            listed={leadOf(leadId)}
            live={liveMessagesOf(leadId)}
            {...rest}
          />
        ))}
      </div>
    </DeliveryUpdatesContext>
  );
}
