import { useLayoutEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MantineRoot } from '../src/app/MantineRoot';
import { ServicesProvider } from '../src/services/services-context';
import type { Services } from '../src/services/services';
import { LeadList, PLAIN_ROWS, useRealtimeLeadList, type InboxStore } from '../src/features/lead-manager';

const nothingMore = () => undefined;

/** The list exactly as the lead manager mounts it: the inbox store through useRealtimeLeadList into LeadList. */
export function InboxLeadList({ store }: { readonly store: InboxStore }) {
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

export type ShellHandle = { show?: (list: ReactNode) => void };

/**
 * The app's providers (Mantine with the app theme, the ports as in-memory fakes, a router for the row
 * links), mounted once before any measurement: both lists then mount inside the same shell, so the
 * figures compare the lists, not the cost of starting the app's providers.
 */
export function BenchShell({
  services,
  handle,
}: {
  readonly services: Services;
  readonly handle: ShellHandle;
}): ReactNode {
  return (
    <MantineRoot>
      <ServicesProvider services={services}>
        <MemoryRouter initialEntries={['/leadmanager']}>
          <ListFrame handle={handle} />
        </MemoryRouter>
      </ServicesProvider>
    </MantineRoot>
  );
}

/** Holds the list under test below the providers, so showing a list re-renders the frame alone. */
function ListFrame({ handle }: { readonly handle: ShellHandle }): ReactNode {
  const [list, setList] = useState<ReactNode>(null);
  useLayoutEffect(() => {
    handle.show = setList;
  }, [handle]);
  return <div className="list-frame">{list}</div>;
}
