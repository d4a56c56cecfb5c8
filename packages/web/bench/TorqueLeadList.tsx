import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MantineRoot } from '../src/app/MantineRoot';
import { ServicesProvider } from '../src/app/services-context';
import type { Services } from '../src/app/services';
import { LeadList, PLAIN_ROWS, useRealtimeLeadList, type InboxStore } from '../src/features/lead-manager';

const nothingMore = () => undefined;

/** The list exactly as the lead manager mounts it: the inbox store through useRealtimeLeadList into LeadList. */
function InboxLeadList({ store }: { readonly store: InboxStore }) {
  const leads = useRealtimeLeadList(store);
  return (
    <LeadList
      leads={leads}
      selectedId={null}
      loading={false}
      hasMore={false}
      onNearEnd={nothingMore}
      display={PLAIN_ROWS}
    />
  );
}

/** The app's providers: Mantine with the app theme, the ports (in-memory fakes) and a router for the row links. */
export function TorqueLeadList({
  store,
  services,
}: {
  readonly store: InboxStore;
  readonly services: Services;
}): ReactNode {
  return (
    <MantineRoot>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={['/leadmanager']}>
          <InboxLeadList store={store} />
        </MemoryRouter>
      </ServicesProvider>
    </MantineRoot>
  );
}
