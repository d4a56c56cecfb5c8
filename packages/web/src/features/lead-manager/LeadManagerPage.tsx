import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedInSession } from '../../app/session-context';
import { ConversationPanel } from '../conversation';
import { LeadList } from './LeadList';
import classes from './LeadManagerPage.module.css';
import { LeadSearch } from './LeadSearch';
import { useLeadList } from './useLeadList';
import { parseLeadId, useSelectedLead } from './useSelectedLead';

/** Spec 1 §9: search input is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** /leadmanager: the global inbox; the list on the left, the open conversation on the right. */
export function LeadManagerPage() {
  const session = useSignedInSession();
  const navigate = useNavigate();
  const params = useParams();
  const leadId = parseLeadId(params.leadId);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useLeadList(searchText);
  const lead = useSelectedLead(leadId, list.leads, list.status === 'loading');
  const back = useCallback(() => void navigate('/leadmanager'), [navigate]);

  return (
    <div className={classes.page} data-open={leadId !== null || undefined}>
      <section className={classes.listColumn} aria-label="Lead list">
        <Stack gap="xs" p="md" pb="sm" className={classes.listHeader}>
          <Group justify="space-between" align="baseline">
            <Title order={1} fz="h4">
              Lead manager
            </Title>
            <Text size="xs" c="dimmed" aria-live="polite">
              {list.total === 1 ? '1 lead' : `${list.total.toLocaleString('en-US')} leads`}
            </Text>
          </Group>
          <LeadSearch value={search} onChange={setSearch} />
        </Stack>
        <LeadList
          leads={list.leads}
          selectedId={leadId}
          loading={list.status === 'loading'}
          hasMore={list.hasMore}
          onNearEnd={list.loadMore}
        />
      </section>
      <section className={classes.conversationColumn} aria-label="Conversation">
        {lead ? (
          <ConversationPanel
            key={lead.id}
            lead={lead}
            session={session}
            onRead={list.markRead}
            onSent={list.messageSent}
            onBack={back}
          />
        ) : (
          <NoConversation waiting={leadId !== null} />
        )}
      </section>
    </div>
  );
}

function NoConversation({ waiting }: { readonly waiting: boolean }) {
  return (
    <Center h="100%" p="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessages size={30} />
        </ThemeIcon>
        <Text fw={600}>{waiting ? 'Opening the conversation…' : 'Select a lead'}</Text>
        <Text size="sm" c="dimmed" maw={320}>
          Pick a customer on the left to read the conversation and reply by text or e-mail.
        </Text>
      </Stack>
    </Center>
  );
}
