import { useActorRef, useSelector } from '@xstate/react';
import { createChatBoxesMachine, type LeadId } from '@torque/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showNotice } from '../../ui/notices';

export type ChatBoxHandlers = {
  /** A chat box opened or came to the front: the inbox marks it read (spec 1 §4). */
  readonly onOpened: (id: LeadId) => void;
  /** A fourth chat box was refused; the notice is shown, `focused` is the box still in front. */
  readonly onRefused: (focused: LeadId | null) => void;
  /** A chat box closed; `focused` is the one now in front (null when none is open). */
  readonly onClosed: (id: LeadId, focused: LeadId | null) => void;
};

/**
 * The open chat boxes (spec 1 §2, §9: at most 3), run by the domain's chat-boxes machine; its
 * 'Limitation' notice becomes a notification.
 */
export function useChatBoxes(handlers: ChatBoxHandlers) {
  const machine = useMemo(() => createChatBoxesMachine(), []);
  const actor = useActorRef(machine, { input: {} });
  const open = useSelector(actor, (snapshot) => snapshot.context.open);
  const focused = useSelector(actor, (snapshot) => snapshot.context.focused);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const focus = actor.on('focus', (event) => latest.current.onOpened(event.id));
    const notice = actor.on('notice', (event) => {
      showNotice(event.notice);
      latest.current.onRefused(actor.getSnapshot().context.focused);
    });
    return () => {
      focus.unsubscribe();
      notice.unsubscribe();
    };
  }, [actor]);

  const openBox = useCallback((id: LeadId) => actor.send({ type: 'OPEN', id }), [actor]);
  const closeBox = useCallback(
    (id: LeadId) => {
      actor.send({ type: 'CLOSE', id });
      latest.current.onClosed(id, actor.getSnapshot().context.focused);
    },
    [actor],
  );
  return { open, focused, openBox, closeBox } as const;
}
