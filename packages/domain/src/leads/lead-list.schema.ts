import { z } from 'zod';
import { DIVISION_IDS } from '../session/role.js';

/** A count answer (appointment-set counts). */
export const CountSchema = z.object({ count: z.number().int().nonnegative() });

/** Lead-manager figures for one company, office and division: counts keyed by stage or list name. */
export const LeadManagerDataSchema = z.object({
  companyId: z.string(),
  officeId: z.string(),
  divisionId: z.enum(DIVISION_IDS),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type LeadManagerData = z.infer<typeof LeadManagerDataSchema>;

/** A link that opens the deal room of a lead. */
export const ConversationLinkSchema = z.object({ url: z.string() });
