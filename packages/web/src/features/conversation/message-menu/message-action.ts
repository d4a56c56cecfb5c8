import type { Lead, MessageInstance, UserSession } from '@torque/domain';

/** What an action changed, when the conversation must show it before the reload answers. */
export type MessageChange = { readonly archived: number };

/** What every item of the message option menu works with. */
export type MessageActionProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly message: MessageInstance;
  /** The server changed something: reload the history (an archived message is hidden at once). */
  readonly onChanged: (change?: MessageChange) => void;
  /** The action finished or was dismissed. */
  readonly onDone: () => void;
};
