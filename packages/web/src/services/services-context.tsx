import { createContext, use, useContext, type ReactNode } from 'react';
import type { AppServices, PublicServices, Services, ShellServices } from './services';

export type { AppServices, PublicServices, Services, ShellServices } from './services';

const AppServicesContext = createContext<AppServices | null>(null);
const ShellServicesContext = createContext<ShellServices | null>(null);
const ServicesContext = createContext<Services | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('The app needs an <AppServicesProvider> above it');
  return services;
}

/** The ports every page may use, the public ones included. */
export function usePublicServices(): PublicServices {
  return useAppServices().publicServices;
}

export function ShellServicesProvider({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

/** The stored session and deep links, for the router app (not the stand-alone lead form). */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() needs a <ShellServicesProvider> above it');
  return services;
}

/** The staff half, loaded once and shared by every page that needs it. */
const loaded = new WeakMap<AppServices, Promise<Services>>();

/** Suspends until the full services are loaded, then provides them to `useServices()` below. */
export function ServicesBoundary({ children }: { children: ReactNode }) {
  const provided = useContext(ServicesContext);
  if (provided) return children;
  return <LoadServices>{children}</LoadServices>;
}

function LoadServices({ children }: { children: ReactNode }) {
  const app = useAppServices();
  let services = loaded.get(app);
  if (!services) {
    services = app.loadServices();
    loaded.set(app, services);
  }
  return <ServicesContext.Provider value={use(services)}>{children}</ServicesContext.Provider>;
}

/** Tests hand in every port at once; nothing is loaded then. */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** Every port; available inside a <ServicesBoundary>, or in tests that hand in fakes. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesBoundary> above it');
  return services;
}
