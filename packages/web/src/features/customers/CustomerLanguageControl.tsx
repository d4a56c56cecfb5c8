import { Badge, Select, Tooltip } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import {
  CUSTOMER_LANGUAGE_LABELS,
  CUSTOMER_LANGUAGES,
  CustomerLanguageSchema,
  type CustomerLanguage,
} from '@torque/domain';
import { useCustomerLanguage, type LanguageOwner } from './useCustomerLanguage';

const OPTIONS = CUSTOMER_LANGUAGES.map((value) => ({ value, label: CUSTOMER_LANGUAGE_LABELS[value] }));
const HINT = 'The language the assistant texts this customer in';

type CustomerLanguageControlProps = LanguageOwner & {
  /** Whether the signed-in role may change it; others see it only. */
  readonly editable: boolean;
  readonly onChanged?: (language: CustomerLanguage) => void;
};

/**
 * The customer's language (issue 31) on the lead header and the customer page: English or Spanish,
 * set by the customer's replies or here by staff. Every later assistant text goes in it.
 */
export function CustomerLanguageControl({ editable, onChanged, ...owner }: CustomerLanguageControlProps) {
  const { language, saving, change } = useCustomerLanguage(owner, onChanged);
  if (!editable)
    return (
      <Tooltip label={HINT}>
        <Badge size="sm" variant="light" color="gray" leftSection={<IconLanguage size={12} />} tt="none">
          {CUSTOMER_LANGUAGE_LABELS[language]}
        </Badge>
      </Tooltip>
    );
  return (
    <Tooltip label={HINT}>
      <Select
        size="xs"
        w={112}
        style={{ flexShrink: 0 }}
        aria-label="Customer language"
        data={OPTIONS}
        value={language}
        allowDeselect={false}
        disabled={saving}
        leftSection={<IconLanguage size={14} />}
        onChange={(value) => {
          const chosen = CustomerLanguageSchema.safeParse(value);
          if (chosen.success) void change(chosen.data);
        }}
      />
    </Tooltip>
  );
}
