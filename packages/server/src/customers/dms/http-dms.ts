import {
  DmsUnavailableError,
  type DealerManagementSystem,
  type DmsCustomer,
  type DmsQuery,
  type DmsVehicle,
} from './dms.port.js';

/**
 * The real-adapter seam: a DMS bridge over HTTP (DMS_URL, optional DMS_TOKEN as a bearer token).
 * The bridge answers POST {DMS_URL}/customers/search with { customers: DmsCustomer[] } for a
 * DmsQuery body, and GET {DMS_URL}/stores/{dealerCode}/vehicles/{vin} with a vehicle and its
 * owner's custno, or 404. Anything else is reported as the DMS being unavailable.
 */
export class HttpDms implements DealerManagementSystem {
  constructor(
    private readonly baseUrl: string,
    private readonly token?: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async findCustomers(query: DmsQuery): Promise<readonly DmsCustomer[]> {
    const body = await this.call<{ customers?: DmsCustomer[] }>('/customers/search', {
      method: 'POST',
      body: JSON.stringify(query),
    });
    if (!body || !Array.isArray(body.customers))
      throw new DmsUnavailableError('The DMS answered without customers.');
    return body.customers;
  }

  async findVehicle(dealerCode: string, vin: string): Promise<(DmsVehicle & { custno: string }) | null> {
    const path = `/stores/${encodeURIComponent(dealerCode)}/vehicles/${encodeURIComponent(vin)}`;
    return this.call<DmsVehicle & { custno: string }>(path, { method: 'GET' });
  }

  private async call<T>(path: string, init: RequestInit): Promise<T | null> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers['authorization'] = `Bearer ${this.token}`;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl.replace(/\/$/, '')}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new DmsUnavailableError('The DMS could not be reached.');
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new DmsUnavailableError(`The DMS answered ${response.status}.`);
    return (await response.json()) as T;
  }
}

/** DMS_URL set: the HTTP bridge; unset: the simulated DMS of the embedded default. */
export function dmsUrlFrom(env: NodeJS.ProcessEnv): { url: string; token?: string } | null {
  const url = env['DMS_URL']?.trim();
  if (!url) return null;
  const token = env['DMS_TOKEN']?.trim();
  return token ? { url, token } : { url };
}
