import type { Clock, ReportFilter } from '@torque/domain';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { ServedHandlers } from '../http/contract.js';
import { LeadReportsService } from './lead-reports.service.js';

type Read = (principal: Principal, filter: ReportFilter) => Promise<unknown>;

/**
 * One report operation: the filter (already checked against the contract's ReportFilter) and the
 * signed-in user go to the service; its answer is the operation's page or counts.
 */
const answer =
  (read: Read) =>
  async (request: FastifyRequest): Promise<never> =>
    (await read(principalOf(request), request.body as ReportFilter)) as never;

/**
 * Every served report of /api/report, /api/gm-reports, login activity and log messages (issue 18), wired
 * in one place so app.ts adds one line. The clock is for reports that default to "now" (none yet).
 */
export function reportHandlers(db: Database, _clock: Clock): ServedHandlers {
  const reports = new LeadReportsService(db);
  return {
    leadStatusReport: answer(reports.leadStatusByStore),
    leadStatusReportPlanned: answer(reports.leadStatusPlanned),
    leadStatusReportByDate: answer(reports.leadStatusByDay),
    leadStatusReportByMonth: answer((p, f) => reports.monthlyInteractions(p, f)),
    leadStatusReportDetails: answer(reports.leadStatusDetails),
    noShowReport: answer(reports.noShows),
    noResponseReport: answer(reports.noResponse),
    optOutReport: answer(reports.optOuts),
    responseCountReport: answer(reports.responseCount),
    responseInsightReport: answer(reports.responseInsight),
    messageResponseDetailsReport: answer(reports.messageResponseDetails),
    summaryReport: answer(reports.summary),
    funnelCounts: answer((p, f) => reports.funnelCounts(p, f)),
    byDateReport: answer(reports.funnelByDay),
    gmHandoffTypeReport: answer(reports.handOffTypes),
    gmResponseInsightReport: answer(reports.gmHandedOffLeads),
    gmFirstResponseReport: answer(reports.firstResponse),
    loginActivityReport: answer(reports.signIns),
    logMessagesReport: answer(reports.logMessages),
    assistantAccuracyReport: answer(reports.assistantAccuracy),
    satisfactionReport: answer(reports.satisfaction),
    satisfactionDetailsReport: answer(reports.satisfactionDetails),
  };
}
