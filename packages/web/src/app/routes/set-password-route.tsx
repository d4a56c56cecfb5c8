import { SetPasswordPage } from '../../features/user-management';
import { MantineRoot } from '../MantineRoot';
import { ServicesBoundary } from '../../services/services-context';

/** Issue 20: the page an invitation's one-time link opens, signed in or not. */
export function SetPasswordRoute({ token }: { readonly token: string }) {
  return (
    <MantineRoot>
      <ServicesBoundary>
        <SetPasswordPage token={token} />
      </ServicesBoundary>
    </MantineRoot>
  );
}
