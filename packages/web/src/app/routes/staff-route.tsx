import type { Page } from '@torque/domain';
import { StaffApp } from '../../features/shell';
import { MantineRoot } from '../MantineRoot';
import { ServicesBoundary } from '../../services/services-context';

type StaffPage = Extract<Page, { name: 'layout' | 'deal-room' | 'lead-manager' | 'app-shell' }>;

/** The signed-in staff application: its own chunks (Mantine, every adapter), loaded after sign-in. */
export function StaffRoute({ page }: { readonly page: StaffPage }) {
  return (
    <MantineRoot>
      <ServicesBoundary>
        <StaffApp page={page} />
      </ServicesBoundary>
    </MantineRoot>
  );
}
