import type { Role } from '@torque/domain';

/** The signed-in user a request acts for. */
export type Principal = {
  readonly userId: number;
  readonly role: Role;
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly colorCode: string;
  readonly tokenHash: string;
};

export const principalName = (principal: Principal): string =>
  `${principal.firstName} ${principal.lastName}`.trim();
