import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { customerName, type Lead } from '@torque/domain';
import { useState } from 'react';
import { MarksModal } from './MarksModal';
import { useLeadMarks, type MarksChange } from './useLeadMarks';

type CustomerMarksButtonProps = {
  readonly lead: Lead;
  readonly onChange: (change: MarksChange) => void;
  readonly editable: boolean;
};

/** Opens the customer's marks from the conversation header. */
export function CustomerMarksButton({ lead, onChange, editable }: CustomerMarksButtonProps) {
  const [opened, setOpened] = useState(false);
  const marks = useLeadMarks(lead, onChange);
  const open = () => {
    setOpened(true);
    void marks.load();
  };
  return (
    <>
      <Tooltip label="Marks">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Marks" onClick={open}>
          <IconTags size={18} />
        </ActionIcon>
      </Tooltip>
      {opened && (
        <MarksModal
          customerName={customerName(lead)}
          marks={marks}
          editable={editable}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
