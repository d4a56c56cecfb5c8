import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import {
  CONFIRM_OPT_OUT,
  NOT_AN_OPT_OUT,
  possibleOptOutBanner,
  type ConsentAnswer,
  type Lead,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

type PossibleOptOutBannerProps = {
  readonly lead: Lead;
  /** The answer was recorded: the conversation reads its note. */
  readonly onAnswered: () => void;
};

/**
 * Unsure is not a guess (issue 29): a reply that may ask to stop is put in front of staff with the
 * customer's words and two answers. Automated texts wait until one is given; staff's own may still go.
 */
export function PossibleOptOutBanner({ lead, onAnswered }: PossibleOptOutBannerProps) {
  const { leadWorkflow } = useServices();
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState<ConsentAnswer | null>(null);
  const pending = lead.consentPending;
  if (!pending || answered) return null;

  const answer = (choice: ConsentAnswer) => {
    setBusy(choice);
    void leadWorkflow.answerPossibleOptOut(lead.id, choice).then((done) => {
      setBusy(null);
      if (!done.ok) return showFailure(done.error);
      setAnswered(true);
      onAnswered();
    });
  };

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconHandStop size={18} />}
      m="md"
      mb="xs"
      title={possibleOptOutBanner(pending.text)}
    >
      <Text size="sm">Automated texts to this customer are paused until you answer.</Text>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          color="red"
          loading={busy === 'confirm-opt-out'}
          disabled={busy !== null}
          onClick={() => answer('confirm-opt-out')}
        >
          {CONFIRM_OPT_OUT}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={busy === 'not-an-opt-out'}
          disabled={busy !== null}
          onClick={() => answer('not-an-opt-out')}
        >
          {NOT_AN_OPT_OUT}
        </Button>
      </Group>
    </Alert>
  );
}
