import {
  DIVISION_NAMES,
  primaryRole,
  type DeploymentVariantOrUnknown,
  type UserSession,
} from '@torque/domain';

/** 'SUPER_DATA_ADMIN' -> 'Super data admin'. */
export const roleLabel = (role: string): string => {
  const words = role.toLowerCase().split('_');
  return words
    .map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
};

export const userName = (session: UserSession): string => {
  const name = `${session.firstName ?? ''} ${session.lastName ?? ''}`.trim();
  return name || session.email || `User ${session.userMasterId}`;
};

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * The enterprise, store and division the user works in, as the header shows it. Store roles carry
 * their store (officeId); enterprise-wide and super roles work across stores.
 */
export const workContext = (session: UserSession): string => {
  const enterprise = session.enterprise.name ?? `Enterprise ${session.enterprise.id}`;
  const store = session.officeId !== null ? `Store ${session.officeId}` : 'All stores';
  return `${enterprise} · ${store} · ${DIVISION_NAMES[session.divisionId]}`;
};

export const sessionRoleLabel = (session: UserSession): string => roleLabel(primaryRole(session));

/** Spec 1 §1 deployment variants, as the header names them (nothing for the common product). */
export const VARIANT_LABELS: Readonly<Record<DeploymentVariantOrUnknown, string | null>> = {
  maintenance: 'Maintenance brand',
  agent: 'Agent brand',
  'dealer-group': 'Dealer-group brand',
  unknown: null,
};
