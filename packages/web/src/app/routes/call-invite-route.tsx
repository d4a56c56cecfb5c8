import type { CallInviteParams } from '@torque/domain';
import { CallInvitePage } from '../../features/call-invite';
import { MantineRoot } from '../MantineRoot';
import { ServicesBoundary } from '../../services/services-context';

export function CallInviteRoute({ params }: { readonly params: CallInviteParams }) {
  return (
    <MantineRoot>
      <ServicesBoundary>
        <CallInvitePage params={params} />
      </ServicesBoundary>
    </MantineRoot>
  );
}
