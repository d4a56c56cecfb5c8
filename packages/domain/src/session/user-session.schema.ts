import { z } from 'zod';
import { DIVISION_IDS, EMPLOYEE_LEVELS, RoleSchema } from './role.js';

/** The session the server returns at sign-in and the client stores as `userData` (spec 1 §3). */
export const UserSessionSchema = z.object({
  authToken: z.string().min(1),
  roles: z.array(RoleSchema).min(1),
  roleDtos: z.array(z.object({ name: RoleSchema })),
  empLevel: z.enum(EMPLOYEE_LEVELS),
  tenant: z.string().nullable(),
  enterprise: z.object({ id: z.number().int(), name: z.string().optional() }),
  userMasterId: z.number().int(),
  tenantId: z.number().int().nullable(),
  officeId: z.number().int().nullable(),
  divisionId: z.enum(DIVISION_IDS),
  companyId: z.number().int().nullable(),
  contactId: z.number().int(),
  realTimeSync: z.boolean(),
  callingFeature: z.boolean(),
  colorCode: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  /** Issue 14: the viewer's office zone, in which lists and conversations show times. */
  officeTimeZone: z.string().nullable().optional(),
});

export type UserSession = z.infer<typeof UserSessionSchema>;
