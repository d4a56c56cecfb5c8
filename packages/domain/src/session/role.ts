import { z } from 'zod';
import { ROLES } from './role-names.js';

export * from './role-names.js';

/** A role as it crosses a boundary (the session, the wire). */
export const RoleSchema = z.enum(ROLES);
