import { CUSTOMER_LANGUAGE_LABELS, notice, type CustomerLanguage } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

export const languageSaved = (language: CustomerLanguage): string =>
  `Language set to ${CUSTOMER_LANGUAGE_LABELS[language]}: the assistant texts this customer in ${CUSTOMER_LANGUAGE_LABELS[language]}.`;

/** Who the language belongs to, and the conversation the change is noted in (else their latest). */
export type LanguageOwner = {
  readonly bocId: number;
  readonly customerId: number;
  readonly language: CustomerLanguage;
  readonly leadId?: number;
};

/** The customer's language as shown, and its change on the server (noted in the conversation). */
export function useCustomerLanguage(owner: LanguageOwner, onChanged?: (language: CustomerLanguage) => void) {
  const { customers } = useServices();
  // What staff chose here, for this customer; else the language the record or lead came with.
  const [chosen, setChosen] = useState<{ customerId: number; language: CustomerLanguage } | null>(null);
  const language = chosen?.customerId === owner.customerId ? chosen.language : owner.language;
  const [saving, setSaving] = useState(false);
  const change = useCallback(
    async (next: CustomerLanguage) => {
      if (next === language) return;
      setSaving(true);
      const saved = await customers.setLanguage(owner.bocId, {
        customerId: owner.customerId,
        language: next,
        ...(owner.leadId === undefined ? {} : { futureServiceInteractionId: owner.leadId }),
      });
      setSaving(false);
      if (!saved.ok) return showFailure(saved.error);
      setChosen({ customerId: owner.customerId, language: next });
      showNotice(notice({ message: languageSaved(next) }));
      onChanged?.(next);
    },
    [customers, language, onChanged, owner.bocId, owner.customerId, owner.leadId],
  );
  return { language, saving, change } as const;
}
