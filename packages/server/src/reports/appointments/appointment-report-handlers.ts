import {
  appointmentStatusShares,
  type AppointmentStatus,
  type Clock,
  type ReportFilter,
} from '@torque/domain';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../auth/authenticate.hook.js';
import type { Database } from '../../db/database.js';
import type { ServedHandlers } from '../../http/contract.js';
import { reportPage } from '../report-page.js';
import { reportScope, type ReportScope } from '../report-scope.js';
import { ActivityRepository } from './activity.repository.js';
import { AppointmentStatusRepository } from './appointment-status.repository.js';
import { CheckInRepository, type CheckInKind } from './check-in.repository.js';
import { HandoffAppointmentRepository } from './handoff-appointment.repository.js';
import { ReportTemplateMasterService } from './report-template-master.service.js';
import { sdcHandoffRows } from './sdc-handoff-rows.js';

type Rows = readonly Record<string, unknown>[];
type ReportRequest = FastifyRequest<{ Body: ReportFilter }>;

/**
 * The /api/lisa appointment-status, hand-off appointment, check-in, agent and SDC hand-off reports,
 * and the report template-master record, wired in one place so app.ts adds one line. Each report
 * reads the filter, narrows it to the stores the user may count (reportScope) and answers its rows
 * whole; what each figure counts is written beside its SQL in the repositories.
 */
export function appointmentReportHandlers(db: Database, clock: Clock): ServedHandlers {
  const status = new AppointmentStatusRepository(db);
  const handoffs = new HandoffAppointmentRepository(db);
  const checkIns = new CheckInRepository(db);
  const activity = new ActivityRepository(db);
  const templates = new ReportTemplateMasterService(db, clock);

  const report =
    (rows: (scope: ReportScope, filter: ReportFilter) => Promise<Rows>) => async (request: ReportRequest) => {
      const scope = await reportScope(db, principalOf(request), request.body);
      return reportPage(scope.storeIds.length === 0 ? [] : await rows(scope, request.body));
    };
  const checkInReports = (kind: CheckInKind) => ({
    summary: report((scope, filter) => checkIns.byStore(kind, scope, filter)),
    datewise: report((scope, filter) => checkIns.byDay(kind, scope, filter)),
    detail: report((scope, filter) => checkIns.leads(kind, scope, filter)),
    checkInDetail: report((scope, filter) => checkIns.orders(kind, scope, filter)),
  });
  const unresponsive = checkInReports('unresponsive');
  const nraa = checkInReports('nraa');

  return {
    appointmentStatusReportSummary: report((scope, filter) => status.byStore(scope, filter)),
    appointmentStatusReportDetail: report((scope, filter) =>
      status.rows('appointment', scope, filter, false),
    ),
    appointmentStatusReportSummaryV2: report((scope, filter) =>
      status.byStoreAndDay('appointment', scope, filter),
    ),
    appointmentStatusReportDetailV2: report((scope, filter) =>
      status.rows('appointment', scope, filter, true),
    ),
    appointmentStatusReportSummaryByContactedDate: report((scope, filter) =>
      status.byStoreAndDay('contacted', scope, filter),
    ),
    appointmentStatusReportDetailByContactedDate: report((scope, filter) =>
      status.rows('contacted', scope, filter, true),
    ),
    // The status shares (the donut): every status once, even with no appointment at all.
    fetchAppointmentStatusDetail: async (request) => {
      const scope = await reportScope(db, principalOf(request), request.body);
      const counted = scope.storeIds.length === 0 ? [] : await status.perStatus(scope, request.body);
      const counts = Object.fromEntries(counted.map((row) => [row.status, row.appointments]));
      return reportPage(appointmentStatusShares(counts as Partial<Record<AppointmentStatus, number>>));
    },
    fetchHandoffAppointmentSummary: report((scope, filter) => handoffs.byStore(scope, filter)),
    fetchHandoffAppointmentDatewise: report((scope, filter) => handoffs.byDay(scope, filter)),
    fetchHandoffAppointmentDetail: report((scope, filter) => handoffs.appointments(scope, filter)),
    handoffAppointmentReportDetail: report((scope, filter) => handoffs.handoffs(scope, filter)),
    fetchUnresponsiveAppointmentSummary: unresponsive.summary,
    fetchUnresponsiveAppointmentDatewise: unresponsive.datewise,
    fetchUnresponsiveAppointmentDetail: unresponsive.detail,
    unresponsiveCheckinDetail: unresponsive.checkInDetail,
    fetchNraaAppointmentSummary: nraa.summary,
    fetchNraaAppointmentDatewise: nraa.datewise,
    fetchNraaAppointmentDetail: nraa.detail,
    nraaCheckinDetail: nraa.checkInDetail,
    generateAgentReport: report((scope, filter) => activity.agents(scope, filter)),
    sdcHandoffReport: report(async (scope, filter) =>
      sdcHandoffRows(await activity.handoffFacts(scope, filter)),
    ),
    createReportTemplateMaster: async (request) => templates.create(principalOf(request), request.body),
    updateReportTemplateMaster: async (request) => templates.update(principalOf(request), request.body),
  };
}
