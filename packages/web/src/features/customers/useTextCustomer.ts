import { notice, type CustomerRecord } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import type { CustomerStore } from './useCustomerStores';

export const conversationOpened = (name: string): string =>
  `A conversation with ${name} was opened: write the first text.`;

/**
 * 'Text customer': the server answers the customer's latest conversation (opening one when they have
 * none) and the lead manager shows it, where the composer sends through the usual checks (opt-out,
 * consent, quiet hours) and the text stays in the conversation.
 */
export function useTextCustomer(store: CustomerStore, record: CustomerRecord) {
  const { customers } = useServices();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = useCallback(async () => {
    setOpening(true);
    const found = await customers.openConversation(store.bocId, record.id);
    setOpening(false);
    if (!found.ok) return showFailure(found.error);
    if (found.value.created)
      showNotice(notice({ message: conversationOpened(`${record.firstName} ${record.lastName}`.trim()) }));
    void navigate(`/leadmanager/${found.value.futureServiceInteractionId}`);
  }, [customers, navigate, record.firstName, record.id, record.lastName, store.bocId]);
  return { open, opening } as const;
}
