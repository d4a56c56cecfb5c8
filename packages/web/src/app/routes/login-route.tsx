import type { ReactNode } from 'react';
import { LoginPage } from '../../features/auth';
import { MantineRoot } from '../MantineRoot';
import { ServicesBoundary } from '../../services/services-context';

/** The sign-in page; or, as `children`, another page of the signed-out (issue 20: set a password). */
export function LoginRoute({ children }: { readonly children?: ReactNode }) {
  return (
    <MantineRoot>
      <ServicesBoundary>{children ?? <LoginPage />}</ServicesBoundary>
    </MantineRoot>
  );
}
