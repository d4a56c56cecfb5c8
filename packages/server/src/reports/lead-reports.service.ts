import {
  agreementPercent,
  classificationLabel,
  classificationMeaning,
  emptyMonthlyInteractionRow,
  funnelDayRows,
  monthlyVariantOf,
  satisfactionFigures,
  surveyOutcomeLabel,
  type FunnelCounts,
  type MonthlyInteractionRow,
  type ReportFilter,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { ActivityReportsRepository } from './activity-reports.repository.js';
import { AssistantAccuracyRepository } from './assistant-accuracy.repository.js';
import { FunnelRepository, totalFunnel } from './funnel.repository.js';
import { GmReportsRepository } from './gm-reports.repository.js';
import { LeadStatusRepository } from './lead-status.repository.js';
import { MonthlyInteractionRepository } from './monthly-interaction.repository.js';
import { reportPage } from './report-page.js';
import type { ReportQuery } from './report-query.js';
import { ResponseReportsRepository } from './response-reports.repository.js';
import { reportScope } from './report-scope.js';
import { SatisfactionRepository } from './satisfaction.repository.js';

type Row = Record<string, unknown>;
/** The report's reading of one family's repository, given the checked query. */
type Reading = (query: ReportQuery) => Promise<readonly Row[]>;

/** Timestamps leave as ISO 8601 text (the free-form rows have no schema to format them). */
const plain = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/** The hand-off kinds of future_service_interaction.hand_off, as staff read them. */
export const HAND_OFF_LABELS: Readonly<Record<string, string>> = {
  GM: 'GM hand-off',
  MANUAL: 'Manual hand-off',
  MD: 'MD hand-off',
};

/**
 * The lead, response, GM, sign-in and log-mode reports. Each checks the user may read reports and
 * narrows the filter to the stores the user may see (reportScope), then lets its repository count in SQL.
 */
export class LeadReportsService {
  private readonly leadStatus: LeadStatusRepository;
  private readonly monthly: MonthlyInteractionRepository;
  private readonly responses: ResponseReportsRepository;
  private readonly funnel: FunnelRepository;
  private readonly gm: GmReportsRepository;
  private readonly activity: ActivityReportsRepository;

  constructor(private readonly db: Database) {
    this.leadStatus = new LeadStatusRepository(db);
    this.monthly = new MonthlyInteractionRepository(db);
    this.responses = new ResponseReportsRepository(db);
    this.funnel = new FunnelRepository(db);
    this.gm = new GmReportsRepository(db);
    this.activity = new ActivityReportsRepository(db);
  }

  private async query(principal: Principal, filter: ReportFilter): Promise<ReportQuery> {
    const scope = await reportScope(this.db, principal, filter);
    const seesEnterprise = dataScopeOf(principal).kind !== 'store';
    return { scope, serviceTypes: filter.serviceTypes, filter, seesEnterprise };
  }

  private async rows(principal: Principal, filter: ReportFilter, reading: Reading) {
    const query = await this.query(principal, filter);
    // A scope without stores counts nothing: no need to ask the database.
    const rows = query.scope.storeIds.length === 0 ? [] : await reading(query);
    return reportPage(rows.map(plain));
  }

  readonly leadStatusByStore = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.leadStatus.byStore(q));
  readonly leadStatusPlanned = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.leadStatus.planned(q));
  readonly leadStatusByDay = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.leadStatus.byDay(q));
  readonly leadStatusDetails = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.leadStatus.details(q));
  readonly noShows = (p: Principal, f: ReportFilter) => this.rows(p, f, (q) => this.responses.noShows(q));
  readonly noResponse = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.responses.noResponse(q));
  readonly optOuts = (p: Principal, f: ReportFilter) => this.rows(p, f, (q) => this.responses.optOuts(q));
  readonly responseCount = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.responses.responseCount(q));
  readonly messageResponseDetails = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.responses.messageResponseDetails(q));
  readonly summary = (p: Principal, f: ReportFilter) => this.rows(p, f, (q) => this.responses.summary(q));
  readonly gmHandedOffLeads = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.gm.handedOffLeads(q));
  readonly firstResponse = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.gm.firstResponse(q));
  readonly signIns = (p: Principal, f: ReportFilter) => this.rows(p, f, (q) => this.activity.signIns(q));
  readonly logMessages = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, (q) => this.activity.logMessages(q));

  /** Per week, how often staff agreed with the assistant's reading of a reply (issue 31). */
  readonly assistantAccuracy = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) =>
      (await new AssistantAccuracyRepository(this.db).byWeek(q)).map((week) => ({
        ...week,
        agreementRate: agreementPercent(week),
      })),
    );

  /** After-visit answers per week, store and advisor, with the response rate and average score (issue 34). */
  readonly satisfaction = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) =>
      (await new SatisfactionRepository(this.db).byWeek(q)).map(({ scored, scoreTotal, ...week }) => ({
        ...week,
        ...satisfactionFigures({ ...week, scored, scoreTotal }),
      })),
    );

  /** Every thank-you texted in the range, to open its conversation. */
  readonly satisfactionDetails = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) =>
      (await new SatisfactionRepository(this.db).details(q)).map((row) => ({
        ...row,
        outcome: surveyOutcomeLabel((row['outcome'] as string | null) ?? null),
      })),
    );

  /** Per reply code: its label as staff read it (STOP is OPT-OUT), its meaning, replies and leads. */
  readonly responseInsight = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) =>
      (await this.responses.responseInsight(q)).map(({ code, replies, leads }) => ({
        code,
        label: classificationLabel(code) ?? code,
        meaning: classificationMeaning(code) ?? code,
        replies,
        leads,
      })),
    );

  readonly handOffTypes = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) =>
      (await this.gm.handOffTypes(q)).map(({ handOffType, leads }) => ({
        handOffType,
        label: HAND_OFF_LABELS[handOffType] ?? handOffType,
        leads,
      })),
    );

  /** The funnel by the day leads were first texted; no data reads as the spec's empty row. */
  readonly funnelByDay = (p: Principal, f: ReportFilter) =>
    this.rows(p, f, async (q) => funnelDayRows(await this.funnel.byDay(q)));

  async funnelCounts(principal: Principal, filter: ReportFilter): Promise<FunnelCounts> {
    const query = await this.query(principal, filter);
    if (query.scope.storeIds.length === 0) return totalFunnel([]);
    return totalFunnel(await this.funnel.byDay(query));
  }

  /** The monthly interaction report in the variant the filter asks for (v2Version: the extended one). */
  async monthlyInteractions(principal: Principal, filter: ReportFilter) {
    const query = await this.query(principal, filter);
    const variant = monthlyVariantOf(filter.v2Version);
    const rows: MonthlyInteractionRow[] =
      query.scope.storeIds.length === 0 ? [] : await this.monthly.rows(query, variant);
    return reportPage(rows.length > 0 ? rows : [emptyMonthlyInteractionRow(variant)]);
  }
}
