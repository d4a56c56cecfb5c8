import {
  composeOutgoingMessage,
  SERVICE_INBOX_DIVISION,
  type AppError,
  type Assistant,
  type Lead,
  type OutgoingMessage,
  type Result,
  type UserSession,
} from '@torque/domain';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../services/services-context';

/**
 * The reply a log-mode note sends: the note's text as an SMS from the store's Service assistant,
 * shaped by the composer's rules. Null while the assistant loads; a failure says why it cannot go.
 */
export function useLogModeReply(
  lead: Lead,
  session: UserSession,
  content: string,
): Result<OutgoingMessage, AppError> | null {
  const { assistants } = useServices();
  const [assistant, setAssistant] = useState<Assistant | null | undefined>(undefined);
  const bocId = lead.bocMaster.id;
  const storeId = lead.storeMaster.id;

  useEffect(() => {
    let live = true;
    void assistants.list({ bocId, storeId, divisionId: SERVICE_INBOX_DIVISION }).then((result) => {
      if (live) setAssistant(result.ok ? (result.value[0] ?? null) : null);
    });
    return () => {
      live = false;
    };
  }, [assistants, bocId, storeId]);

  return useMemo(
    () =>
      assistant === undefined
        ? null
        : composeOutgoingMessage({ lead, assistant, session, draft: { actionType: 'sms', content } }),
    [assistant, content, lead, session],
  );
}
