/**
 * Tenant modes (spec 1 §2 and §5 use them without naming them). A tenant mode is an installation-wide
 * setting, not a per-user one: logged-out visitors see the make forms it allows, so it must be known
 * before anyone signs in. The names are ours:
 * - 'standard': the shared installation; every make form is shown; deal-room deep links go to 'screen'.
 * - 'enterprise': an enterprise's own installation; hides the ford and yarkcjdr forms (and bergestorm),
 *   overrides the toyota store phone, and sends deal-room deep links to /leadmanager.
 * - 'demo': a demonstration installation; hides the bergestorm form, a single dealer's own form.
 * So ford and yarkcjdr are hidden in one mode, bergestorm in two, as spec 1 §2 says.
 */
export const TENANT_MODES = ['standard', 'enterprise', 'demo'] as const;
export type TenantMode = (typeof TENANT_MODES)[number];

export const DEFAULT_TENANT_MODE: TenantMode = 'standard';

export const isTenantMode = (value: string): value is TenantMode =>
  (TENANT_MODES as readonly string[]).includes(value);

/** A configured value read as a tenant mode (case and spaces forgiven); anything else is 'standard'. */
export function tenantModeFrom(value: string | null | undefined): TenantMode {
  const name = (value ?? '').trim().toLowerCase();
  return isTenantMode(name) ? name : DEFAULT_TENANT_MODE;
}

/** Spec 1 §2: in this tenant mode the Deal room's target path is always /leadmanager. */
export const DEAL_ROOM_TO_LEAD_MANAGER_MODE: TenantMode = 'enterprise';
