import { DIVISION_NAMES, primaryRole, type UserSession } from '@torque/domain';

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

/** The enterprise and division the user works in, as the header shows it. */
export const workContext = (session: UserSession): string => {
  const enterprise = session.enterprise.name ?? `Enterprise ${session.enterprise.id}`;
  return `${enterprise} · ${DIVISION_NAMES[session.divisionId]}`;
};

export const sessionRoleLabel = (session: UserSession): string => roleLabel(primaryRole(session));
