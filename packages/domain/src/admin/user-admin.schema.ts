import { z } from 'zod';
import { DIVISION_IDS, EMPLOYEE_LEVELS, ROLES } from '../session/role-names.js';

/** A user as the user-management screen lists them (openapi AdminUser). */
export const AdminUserSchema = z.object({
  userMasterId: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  empLevel: z.enum(EMPLOYEE_LEVELS),
  enterprise: z.object({ id: z.number().int().positive(), name: z.string() }),
  store: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  divisionId: z.enum(DIVISION_IDS),
  blocked: z.boolean(),
  /** Never signed in. */
  guest: z.boolean(),
  lastSignedInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserPageSchema = z.object({
  data: z.array(AdminUserSchema),
  response: z.string(),
  total: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});

/** The new user and the one-time set-password link the admin passes on (openapi UserInvitation). */
export const UserInvitationSchema = z.object({
  user: AdminUserSchema,
  setPasswordPath: z.string(),
  expiresAt: z.string(),
});
export type UserInvitation = z.infer<typeof UserInvitationSchema>;

/** One recorded admin action (openapi AdminLogEntry). */
export const AdminLogEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  subject: z.string(),
  enterpriseId: z.number().int().nullable(),
  detail: z.string(),
});
export type AdminLogEntry = z.infer<typeof AdminLogEntrySchema>;

export const AdminLogPageSchema = z.object({
  data: z.array(AdminLogEntrySchema),
  response: z.string(),
  total: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
});
