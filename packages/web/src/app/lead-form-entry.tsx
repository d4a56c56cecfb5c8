import type { LeadFormMake } from '@torque/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LeadFormRoute } from './routes/lead-form-route';
import { createPublicServices } from './public-composition-root';
import { AppServicesProvider } from '../services/services-context';
import type { AppEnvironment, AppServices } from '../services/services';

/** A lead form on its own: the public services and the form, no router, no Mantine, no staff code. */
export function startLeadForm(container: HTMLElement, environment: AppEnvironment, make: LeadFormMake): void {
  const publicServices = createPublicServices(environment);
  const services: AppServices = {
    publicServices,
    // Never needed by the form itself; here for completeness of AppServices.
    loadServices: () =>
      Promise.all([import('./composition-root'), import('./shell-composition-root')]).then(([root, shell]) =>
        root.createServices(publicServices, shell.createShellServices()),
      ),
  };
  createRoot(container).render(
    <StrictMode>
      <AppServicesProvider services={services}>
        <LeadFormRoute make={make} />
      </AppServicesProvider>
    </StrictMode>,
  );
}
