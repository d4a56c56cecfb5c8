import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PublicProviders } from './providers';
import { createPublicServices } from './public-composition-root';
import { createShellServices } from './shell-composition-root';
import { AppRoutes } from './router';
import { PageFailedBoundary } from '../ui/PageFailed';
import type { AppEnvironment, AppServices } from '../services/services';

/** The whole app: every page through the router and the domain's route choice. */
export function startApp(container: HTMLElement, environment: AppEnvironment): void {
  const publicServices = createPublicServices(environment);
  const shell = createShellServices();
  const services: AppServices = {
    publicServices,
    // The staff half (inversify and every adapter) is a separate chunk, fetched when a page needs it.
    loadServices: () =>
      import('./composition-root').then((root) => root.createServices(publicServices, shell)),
  };
  createRoot(container).render(
    <StrictMode>
      <PageFailedBoundary>
        <PublicProviders services={services} shell={shell}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </PublicProviders>
      </PageFailedBoundary>
    </StrictMode>,
  );
}
