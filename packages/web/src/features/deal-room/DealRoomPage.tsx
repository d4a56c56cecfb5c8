import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { customerName, formatPhone, LeadIdSchema, type LeadId } from '@torque/domain';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedInSession } from '../../services/session-context';
import { TorqueMark } from '../../ui/TorqueMark';
import { useSignOut } from '../auth';
import { ConversationPanel } from '../conversation';
import classes from './DealRoomPage.module.css';
import { BookingLinkControl } from './BookingLinkControl';
import { DealRoomInvitationControl } from './DealRoomInvitationControl';
import { useDealRoomLead } from './useDealRoomLead';

type DealRoomPageProps = {
  /** The servicepage link's future_service_interaction_id, as given. */
  readonly futureServiceInteractionId: string;
  /** Where the link leads on (spec 1 §2: the 'screen' value, or /leadmanager in one tenant mode). */
  readonly target: string;
};

const parseLeadId = (value: string): LeadId | null => {
  const parsed = LeadIdSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
};

/** Where "Open in …" goes: the lead's own conversation when the target is the lead manager. */
const targetFor = (target: string, leadId: LeadId | null): string =>
  target.startsWith('/leadmanager') && leadId !== null ? `/leadmanager/${leadId}` : target;

const ignore = () => undefined;

/**
 * Spec 1 §2 "Deal room chat page": a servicepage link opened by a signed-in user. The customer's name
 * and +1 phone, a Logout link that clears local storage and goes to login, and the conversation
 * (oldest first) with its template picker, Send and options popover.
 */
export function DealRoomPage({ futureServiceInteractionId, target }: DealRoomPageProps) {
  const session = useSignedInSession();
  const leadId = parseLeadId(futureServiceInteractionId);
  const state = useDealRoomLead(leadId);
  const { signOut, signingOut } = useSignOut();
  const navigate = useNavigate();
  const onward = targetFor(target, leadId);
  const back = useCallback(() => void navigate(onward), [navigate, onward]);
  const lead = state.status === 'ready' ? state.lead : null;

  return (
    <div className={classes.page}>
      <Group component="header" justify="space-between" wrap="nowrap" className={classes.bar}>
        <Group gap="sm" wrap="nowrap" miw={0}>
          <TorqueMark size={28} />
          <Stack gap={0} miw={0}>
            <Title order={1} fz="md" lineClamp={1}>
              Deal room
            </Title>
            {lead && (
              <Text size="sm" c="dimmed">
                <span aria-label="Customer name">{customerName(lead)}</span> ·{' '}
                <span aria-label="Customer phone" className={classes.phone}>
                  +1 {formatPhone(lead.customerMaster.cellular)}
                </span>
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {lead && (
            <DealRoomInvitationControl
              leadId={lead.id}
              timeZone={lead.storeMaster.officeMasterVO.officeTimeZone}
            />
          )}
          {lead && !lead.plannedServiceType.startsWith('SALES') && (
            <BookingLinkControl leadId={lead.id} timeZone={lead.storeMaster.officeMasterVO.officeTimeZone} />
          )}
          <Anchor component={Link} to={onward} size="sm" visibleFrom="xs">
            Open in lead manager
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconLogout size={16} />}
            loading={signingOut}
            onClick={() => void signOut()}
          >
            Logout
          </Button>
        </Group>
      </Group>
      <main className={classes.conversation} aria-label="Deal room conversation">
        {state.status === 'loading' && (
          <Center flex={1}>
            <Loader size="sm" aria-label="Loading conversation" />
          </Center>
        )}
        {state.status === 'failed' && (
          <Alert
            m="md"
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="The conversation could not be opened"
          >
            {state.error}
          </Alert>
        )}
        {lead && (
          <ConversationPanel
            key={lead.id}
            lead={lead}
            session={session}
            onRead={ignore}
            onSent={ignore}
            onBack={back}
          />
        )}
      </main>
    </div>
  );
}
