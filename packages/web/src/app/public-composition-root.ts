import {
  createPublicApiClient,
  HttpBookingLinkPageGateway,
  HttpLeadSubmissionGateway,
  parseSchemasWithoutEval,
  removeServiceWorkers,
  storedUrlOf,
} from '@torque/adapters';
import {
  deploymentVariantFrom,
  idleTimeoutMs,
  tenantModeFrom,
  type BookingLinkPageGateway,
  type LandingModes,
} from '@torque/domain';
import type { AppEnvironment, PublicServices } from '../services/services';

/**
 * The public part of the composition root: only what the lead form needs, so its bundle stays
 * small (no zod, no router, no Mantine). shell-composition-root.ts adds the stored session for the
 * router app; composition-root.ts (inversify and every adapter) is loaded on demand. Installation settings come from Vite's env (VITE_TORQUE_*), fixed at build time.
 */
export function createPublicServices(environment: AppEnvironment = readEnvironment()): PublicServices {
  return {
    environment,
    leadSubmission: new HttpLeadSubmissionGateway(createPublicApiClient({ baseUrl: '' })),
  };
}

/** The customer's booking page's calls (issue 34): the public client, the link's token as authority. */
export function createBookingLinkPageGateway(token: string): BookingLinkPageGateway {
  return new HttpBookingLinkPageGateway(createPublicApiClient({ baseUrl: '' }), token);
}

/** First thing at start-up: the app runs under a Content Security Policy without eval (issue 13). */
export function prepareForStrictCsp(): void {
  parseSchemasWithoutEval();
}

/** Spec 1 §2: any service worker is removed at start-up. */
export function removeStaleServiceWorkers(): Promise<number> {
  return removeServiceWorkers(navigator.serviceWorker);
}

declare global {
  interface Window {
    /**
     * Test hook: a shorter idle timeout in milliseconds (set before the app starts, e.g. with an
     * init script). It can only make idle sign-out sooner, never later (domain idleTimeoutMs).
     */
    torqueIdleTimeoutMs?: unknown;
  }
}

/** The installation's settings and what the address and browser storage say (spec 1 §1, §2). */
export function readEnvironment(storage: Storage = window.localStorage): AppEnvironment {
  const env = import.meta.env;
  const host = window.location.host;
  const storedUrl = storedUrlOf(storage);
  const configuredMinutes = Number(env['VITE_TORQUE_IDLE_TIMEOUT_MINUTES']);
  return {
    host,
    storedUrl,
    tenantMode: tenantModeFrom(env['VITE_TORQUE_TENANT_MODE'] as string | undefined),
    landingModes: landingModesFrom(env['VITE_TORQUE_LANDING_MODES'] as string | undefined),
    deploymentVariant: deploymentVariantFrom({ host, storedUrl }),
    idleTimeoutMs: idleTimeoutMs({
      configuredMs: configuredMinutes > 0 ? configuredMinutes * 60_000 : null,
      overrideMs: window.torqueIdleTimeoutMs,
    }),
  };
}

/** 'enterprise,user-management' → SUPER_ADMIN lands on /enterprise, SUPER_ACCESS_ADMIN on /user-management. */
function landingModesFrom(value: string | undefined): LandingModes {
  const names = new Set((value ?? '').split(',').map((name) => name.trim()));
  return {
    superAdminToEnterprise: names.has('enterprise'),
    accessAdminToUserManagement: names.has('user-management'),
  };
}
