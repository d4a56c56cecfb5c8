import { LoginPage } from '../../features/auth';
import { MantineRoot } from '../MantineRoot';
import { ServicesBoundary } from '../../services/services-context';

export function LoginRoute() {
  return (
    <MantineRoot>
      <ServicesBoundary>
        <LoginPage />
      </ServicesBoundary>
    </MantineRoot>
  );
}
