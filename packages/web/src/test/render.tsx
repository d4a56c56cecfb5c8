import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import type { Services } from '../app/services';
import { createFakeWorld } from './fakes';

type RenderOptions = {
  readonly services?: Services;
  readonly route?: string;
};

/** Renders a component inside Mantine (env="test"), the ports and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const services = options.services ?? createFakeWorld().services;
  return render(
    <Providers services={services} env="test">
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Renders the whole app's route tree at `route`; the router tells where navigation ended. */
export type AppRender = RenderResult & { readonly router: ReturnType<typeof createMemoryRouter> };

export function renderApp(services: Services, route: string): AppRender {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <Providers services={services} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
