import {
  CdkAppointmentResultSchema,
  DmsAppointmentListSchema,
  DmsKeyValueListSchema,
  parseDmsRepairOrders,
  type Appointment,
  type CdkAction,
  type CdkAppointmentRequest,
  type CdkAppointmentResult,
  type DealerManagementSystem,
  type DmsRepairOrder,
  type KeyValue,
} from '@torque/domain';

/**
 * A real dealer management system over HTTP (DMS_URL): the CDK appointment calls are posted to
 * <url>/cdk/appointment/<action> (list, help too), and the feed is read from
 * <url>/repair-orders/changes?since=<ISO>, which answers the orders changed since then. Answers are
 * parsed with the domain's schemas before they reach the rules.
 */
export class HttpDms implements DealerManagementSystem {
  #since: Date | null = null;

  constructor(
    private readonly url: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  get name(): string {
    return this.url;
  }

  async appointment(action: CdkAction, request: CdkAppointmentRequest): Promise<CdkAppointmentResult> {
    return CdkAppointmentResultSchema.parse(await this.#post(`cdk/appointment/${action}`, request));
  }

  async listAppointments(request: CdkAppointmentRequest): Promise<readonly Appointment[]> {
    return DmsAppointmentListSchema.parse(await this.#post('cdk/appointment/list', request));
  }

  async help(request: CdkAppointmentRequest): Promise<readonly KeyValue[]> {
    return DmsKeyValueListSchema.parse(await this.#post('cdk/appointment/help', request));
  }

  async repairOrderChanges(now: Date): Promise<readonly DmsRepairOrder[]> {
    // The first read after a start catches up on the last day.
    const since = this.#since ?? new Date(now.getTime() - 24 * 3_600_000);
    const address = `${this.#base()}repair-orders/changes?since=${encodeURIComponent(since.toISOString())}`;
    const response = await this.fetchFn(address);
    if (!response.ok) throw new Error(`DMS feed answered ${response.status}`);
    const orders = parseDmsRepairOrders(await response.json());
    this.#since = now;
    return orders;
  }

  #base(): string {
    return this.url.endsWith('/') ? this.url : `${this.url}/`;
  }

  async #post(path: string, body: unknown): Promise<unknown> {
    const response = await this.fetchFn(`${this.#base()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`DMS answered ${response.status} to ${path}`);
    return response.json();
  }
}
