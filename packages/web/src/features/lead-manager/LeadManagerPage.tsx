import { Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import {
  canSeeResponseTime,
  leadManagerLocation,
  leadManagerPath,
  leadManagerViewsFor,
  leadOf,
  liveMessagesOf,
  mayOpenLeadManagerView,
  primaryRole,
  SERVICE_TABS,
  variantOfView,
  type Lead,
  type LeadId,
  type LeadManagerView,
  type UserSession,
  viewerTimeZone,
} from '@torque/domain';
import { lazy, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSignedInSession } from '../../services/session-context';
import { InboxStore } from './inbox-store';
import { INITIAL_LEAD_QUERY } from './lead-query';
import { LazyPart, LoadFailed } from '../../ui/LazyPart';
import { browserTimeZone } from '../../ui/time';
import { rowsNeedDelayRule, useDelayRule } from './delay-rule';
import type { RowDisplay } from './lead-row-view';
import { LeadList } from './LeadList';
import { LeadFilters, ViewPicker, type LeadFilterValues } from './LeadListControls';
import classes from './LeadManagerPage.module.css';
import { LeadManagerFigures } from './LeadManagerFigures';
import { LeadSearch } from './LeadSearch';
import { ServiceTabs } from './ServiceTabs';
import { tabUnread } from './tab-unread';
import { useInboxChatBoxes } from './useInboxChatBoxes';
import { useLeadPages } from './useLeadPages';
import { useRealtimeLeadList } from './useRealtimeLeadList';

// The conversation (bubbles, composer, sanitiser, message menus) is its own chunk: the list shows
// first, and the chat boxes load when a lead is opened (the lead manager's bundle budget).
const ChatBoxes = lazy(() => import('../chat-boxes').then((m) => ({ default: m.ChatBoxes })));

const NO_LEADS: readonly Lead[] = [];

/** Spec 1 §9: search input is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** /leadmanager[/<view>][/<lead id>]: a view's list on the left, the open chat boxes on the right. */
export function LeadManagerPage() {
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const location = leadManagerLocation(pathname);
  if (!location) return <Navigate to="/leadmanager" replace />;
  if (!mayOpenLeadManagerView(location.view, primaryRole(session))) {
    return <NoConversation title={`${location.view.title} is not available for your role`} />;
  }
  return <LeadManager view={location.view} leadId={location.leadId} session={session} />;
}

type LeadManagerProps = {
  readonly view: LeadManagerView;
  readonly leadId: LeadId | null;
  readonly session: UserSession;
};

function LeadManager({ view, leadId, session }: LeadManagerProps) {
  const navigate = useNavigate();
  const role = primaryRole(session);
  const [store] = useState(() => new InboxStore());
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<LeadFilterValues>(INITIAL_LEAD_QUERY);
  const [serviceTab, setServiceTab] = useState(INITIAL_LEAD_QUERY.serviceTab);
  const query = useMemo(() => ({ ...filters, searchText, serviceTab }), [filters, searchText, serviceTab]);
  const context = useMemo(
    () => ({ storeId: session.officeId, enterpriseId: session.enterprise.id }),
    [session.enterprise.id, session.officeId],
  );
  const pages = useLeadPages(store, view, query, context);
  const leads = useRealtimeLeadList(store);
  const deliveries = useSyncExternalStore(store.subscribe, store.deliveries);
  const boxes = useInboxChatBoxes(store, view, leadId);
  const variant = variantOfView(view);
  // Rows with delay colours wait for their rule (its own chunk, fetched alongside the leads).
  const delay = useDelayRule(rowsNeedDelayRule(variant.responseDelayStyling, role));
  const delayRule = delay.status === 'ready' ? delay.rule : undefined;
  const display = useMemo<RowDisplay>(
    () => ({
      role,
      delayRule,
      responseTime: canSeeResponseTime(variant, role),
      timeZone: viewerTimeZone(session, browserTimeZone()),
    }),
    [delayRule, role, session, variant],
  );
  const rowPath = useCallback((id: LeadId) => leadManagerPath(view, id), [view]);
  const inbox = store.inbox;

  return (
    <div className={classes.page} data-open={leadId !== null || undefined}>
      <section className={classes.listColumn} aria-label="Lead list">
        <Stack gap="xs" p="md" pb="sm" className={classes.listHeader}>
          <Group justify="space-between" align="baseline">
            <Title order={1} fz="h4">
              {view.title}
            </Title>
            <Text size="xs" c="dimmed" aria-live="polite">
              {pages.total === 1 ? '1 lead' : `${pages.total.toLocaleString('en-US')} leads`}
            </Text>
          </Group>
          <ViewPicker
            views={leadManagerViewsFor(role)}
            current={view}
            onPick={(picked) => void navigate(picked.path)}
          />
          <LeadManagerFigures session={session} view={view} />
          <LeadSearch value={search} onChange={setSearch} />
          <LeadFilters value={filters} onChange={setFilters} />
          <ServiceTabs
            tabs={SERVICE_TABS}
            value={serviceTab}
            unreadOf={(tab) => tabUnread(inbox, tab)}
            onChange={setServiceTab}
          />
        </Stack>
        {delay.status === 'failed' ? (
          <LoadFailed onRetry={delay.retry} />
        ) : (
          <LeadList
            leads={delay.status === 'loading' ? NO_LEADS : leads}
            selectedId={leadId}
            loading={pages.status === 'loading' || delay.status === 'loading'}
            hasMore={pages.hasMore}
            onNearEnd={pages.loadMore}
            rowPath={rowPath}
            display={display}
          />
        )}
      </section>
      <section className={classes.conversationColumn} aria-label="Conversation">
        {boxes.open.length > 0 ? (
          <LazyPart loader={<ConversationLoading />}>
            <ChatBoxes
              open={boxes.open}
              focused={boxes.focused}
              deliveries={deliveries}
              leadOf={(id) => leadOf(inbox, id)}
              liveMessagesOf={(id) => liveMessagesOf(inbox, id)}
              listLoading={pages.status === 'loading'}
              session={session}
              onFocus={boxes.focus}
              onClose={boxes.closeBox}
              onBack={boxes.back}
              onRead={boxes.readLocally}
              onSent={boxes.sent}
            />
          </LazyPart>
        ) : (
          <NoConversation title={leadId !== null ? 'Opening the conversation…' : 'Select a lead'} />
        )}
      </section>
    </div>
  );
}

function ConversationLoading() {
  return (
    <Center h="100%" p="lg">
      <Loader aria-label="Loading the conversation" />
    </Center>
  );
}

function NoConversation({ title }: { readonly title: string }) {
  return (
    <Center h="100%" p="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMessages size={30} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" maw={320}>
          Pick a customer on the left to read the conversation and reply by text or e-mail.
        </Text>
      </Stack>
    </Center>
  );
}
