import type { Lead, MessageInstance, UserSession } from '@torque/domain';

/** What every item of the message option menu works with. */
export type MessageActionProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly message: MessageInstance;
  /** The server changed something: reload the history. */
  readonly onChanged: () => void;
  /** The action finished or was dismissed. */
  readonly onDone: () => void;
};
