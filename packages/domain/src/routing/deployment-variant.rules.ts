import { classificationCodesFor, type ClassificationCode } from '../catalog/classification-code.js';
import type { DeploymentVariantOrUnknown } from '../catalog/deployment-variant.js';
import { screenFilterOptions, type ScreenFilterOption } from '../catalog/screen-filter.js';
import type { Role } from '../session/role.js';

/**
 * Spec 1 §1: the variant comes from the host name or from a stored url value. The spec names no hosts;
 * our markers, matched case-insensitively inside the host name, checked in this order so that a
 * dealer-group host mentioning an agent still reads as dealer-group:
 * 'dealergroup' or 'dealer-group' → dealer-group; 'maintenance' → maintenance; 'agent' → agent.
 */
export const VARIANT_HOST_MARKERS: readonly (readonly [string, DeploymentVariantOrUnknown])[] = [
  ['dealergroup', 'dealer-group'],
  ['dealer-group', 'dealer-group'],
  ['maintenance', 'maintenance'],
  ['agent', 'agent'],
];

/** The host of 'https://x.example:8080/path' or of a bare 'x.example/path', lower-cased; '' if none. */
export function hostOf(urlOrHost: string): string {
  const withoutScheme = urlOrHost.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.replace(/:\d*$/, '').toLowerCase();
}

export function variantFromHost(host: string): DeploymentVariantOrUnknown {
  const name = hostOf(host);
  return VARIANT_HOST_MARKERS.find(([marker]) => name.includes(marker))?.[1] ?? 'unknown';
}

/** The host name decides; when it says nothing (localhost, an IP), the stored url value does. */
export function deploymentVariantFrom(input: {
  readonly host: string;
  readonly storedUrl?: string | null;
}): DeploymentVariantOrUnknown {
  const fromHost = variantFromHost(input.host);
  if (fromHost !== 'unknown' || !input.storedUrl) return fromHost;
  return variantFromHost(input.storedUrl);
}

/** What the variant changes, gathered from the catalog (spec 2 §9, spec 1 §6). */
export type VariantBehaviour = {
  readonly classificationCodes: readonly ClassificationCode[];
  readonly screenFilters: readonly ScreenFilterOption[];
  /** The vehicle-record minder/mileage and Appointment Search menu items are for super roles only. */
  readonly superOnlyVehicleMenus: boolean;
};

/**
 * Spec 1 §6: "limited to SUPER_DATA_ADMIN or SUPER_USER in some deployments". The spec does not say
 * which; we limit them on the agent brand, where the AI agent rather than advisors books.
 */
export const SUPER_ONLY_VEHICLE_MENUS_IN: readonly DeploymentVariantOrUnknown[] = ['agent'];

export function variantBehaviour(variant: DeploymentVariantOrUnknown): VariantBehaviour {
  return {
    classificationCodes: classificationCodesFor(variant),
    screenFilters: screenFilterOptions(variant),
    superOnlyVehicleMenus: SUPER_ONLY_VEHICLE_MENUS_IN.includes(variant),
  };
}

/** Whether a role sees the vehicle-record minder/mileage and Appointment Search items. */
export function canUseVehicleMenus(variant: DeploymentVariantOrUnknown, role: Role): boolean {
  return (
    !variantBehaviour(variant).superOnlyVehicleMenus || role === 'SUPER_DATA_ADMIN' || role === 'SUPER_USER'
  );
}
