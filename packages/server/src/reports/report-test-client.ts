import type { ReportFilter, Role } from '@torque/domain';
import type { TestServer } from '../testing/test-server.js';

type Answer = { readonly status: number; readonly body: Record<string, unknown> };

/** Posts a report filter (enterprise 1, the given stores and range) to a report path as a role. */
export function reportClient(server: () => TestServer) {
  async function report(
    path: string,
    filter: Partial<ReportFilter> & Pick<ReportFilter, 'startDate' | 'endDate'>,
    role: Role = 'SUPER_USER',
  ): Promise<Answer> {
    const response = await server().app.inject({
      method: 'POST',
      url: path,
      headers: await server().signIn(role),
      payload: { enterpriseId: 1, bocIds: [], storeIds: [], serviceTypes: [], ...filter },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }
  /** The rows of a report that answered 200. */
  async function rows(
    path: string,
    filter: Partial<ReportFilter> & Pick<ReportFilter, 'startDate' | 'endDate'>,
  ): Promise<Record<string, unknown>[]> {
    const answer = await report(path, filter);
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body['data'] as Record<string, unknown>[];
  }
  return { report, rows };
}
