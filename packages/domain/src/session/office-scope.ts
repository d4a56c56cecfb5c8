import type { DivisionId } from './role.js';
import type { UserSession } from './user-session.schema.js';

/** The company, division and office a company-level call is asked for (templates, lead-manager figures). */
export type OfficeScope = {
  readonly companyId: string;
  readonly divisionId: DivisionId;
  readonly officeId: string;
};

/** The signed-in user's office scope; ids the session lacks are sent empty. */
export const officeScopeOf = (
  session: Pick<UserSession, 'companyId' | 'divisionId' | 'officeId'>,
): OfficeScope => ({
  companyId: session.companyId === null ? '' : String(session.companyId),
  divisionId: session.divisionId,
  officeId: session.officeId === null ? '' : String(session.officeId),
});
