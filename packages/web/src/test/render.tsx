import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { MantineRoot } from '../app/MantineRoot';
import { PublicProviders } from '../app/providers';
import { routes } from '../app/router';
import { ServicesProvider } from '../services/services-context';
import type { Services } from '../services/services';
import { createFakeWorld } from './fakes';

type RenderOptions = {
  readonly services?: Services;
  readonly route?: string;
};

/** Every provider at once: Mantine (env="test"), the ports (all of them, nothing loaded) and the session. */
export function TestProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <MantineRoot env="test">
      <PublicProviders
        services={{ publicServices: services, loadServices: () => Promise.resolve(services) }}
        shell={services}
      >
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </PublicProviders>
    </MantineRoot>
  );
}

/** Renders a component inside the providers and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const services = options.services ?? createFakeWorld().services;
  return render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </TestProviders>,
  );
}

/** Renders the whole app's route tree at `route`; the router tells where navigation ended. */
export type AppRender = RenderResult & { readonly router: ReturnType<typeof createMemoryRouter> };

export function renderApp(services: Services, route: string): AppRender {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
}
